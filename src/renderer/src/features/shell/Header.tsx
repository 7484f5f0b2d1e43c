import { useAppStore } from '../../store/store-context.tsx';
import { GearIcon, PlansIcon } from '../../ui/icons.tsx';
import { OfflineIndicator } from '../billing/OfflineIndicator.tsx';
import { CreditsButton } from '../credits/CreditsButton.tsx';
import { SearchForm } from '../search/SearchForm.tsx';
import { StudyIcon } from '../study/icons.tsx';
import { selectView } from './selectors.ts';

function Brand() {
  return (
    <div className="brand">
      <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" />
        <path d="M8 9.5c2.6-.9 5.2-.7 8 .9 2.8-1.6 5.4-1.8 8-.9v13c-2.6-.9-5.2-.7-8 .9-2.8-1.6-5.4-1.8-8-.9z" />
        <path d="M16 10.4v13" />
      </svg>
      <span className="brand-name">Scripture Study</span>
    </div>
  );
}

export function Header() {
  const openDialog = useAppStore((s) => s.openDialog);
  const showView = useAppStore((s) => s.showView);
  const view = useAppStore(selectView);
  return (
    <header className="app-header">
      <Brand />
      <SearchForm />
      <div className="header-actions">
        <OfflineIndicator />
        <button
          type="button"
          className="button button-ghost header-study"
          aria-label="Study"
          aria-current={view === 'study' ? 'page' : undefined}
          title="Your highlights, bookmarks and notes"
          onClick={() => showView('study')}
        >
          <StudyIcon /> <span className="header-study-label">Study</span>
        </button>
        <button
          type="button"
          className="button button-ghost header-plans"
          aria-label="Plans"
          aria-current={view === 'plans' ? 'page' : undefined}
          title="Reading plans and your progress"
          onClick={() => showView('plans')}
        >
          <PlansIcon /> <span className="header-plans-label">Plans</span>
        </button>
        <CreditsButton />
        <button type="button" className="icon-button" aria-label="Settings" title="Settings" onClick={() => openDialog('settings')}>
          <GearIcon />
        </button>
      </div>
    </header>
  );
}
