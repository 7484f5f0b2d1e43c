import type { ReactNode } from 'react';
import { useAppStore } from '../../store/store-context.tsx';
import { GearIcon, PlansIcon } from '../../ui/icons.tsx';
import { OfflineIndicator } from '../billing/OfflineIndicator.tsx';
import { CreditsButton } from '../credits/CreditsButton.tsx';
import { SearchForm } from '../search/SearchForm.tsx';
import { StudyIcon } from '../study/icons.tsx';
import { selectView } from './selectors.ts';
import type { View } from './state.ts';

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

/** A way into one of the app's views from the header; marked as the current page while it is shown. */
function ViewButton({ view, label, title, icon }: { view: View; label: string; title: string; icon: ReactNode }) {
  const showView = useAppStore((s) => s.showView);
  const current = useAppStore(selectView) === view;
  return (
    <button
      type="button"
      className="button button-ghost header-view"
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      title={title}
      onClick={() => showView(view)}
    >
      {icon} <span className="header-view-label">{label}</span>
    </button>
  );
}

export function Header() {
  const openDialog = useAppStore((s) => s.openDialog);
  return (
    <header className="app-header">
      <Brand />
      <SearchForm />
      <div className="header-actions">
        <OfflineIndicator />
        <ViewButton view="study" label="Study" title="Your highlights, bookmarks and notes" icon={<StudyIcon />} />
        <ViewButton view="plans" label="Plans" title="Reading plans and your progress" icon={<PlansIcon />} />
        <CreditsButton />
        <button type="button" className="icon-button" aria-label="Settings" title="Settings" onClick={() => openDialog('settings')}>
          <GearIcon />
        </button>
      </div>
    </header>
  );
}
