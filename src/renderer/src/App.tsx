import { useEffect } from 'react';
import { BuyCreditsDialog } from './features/billing/BuyCreditsDialog.tsx';
import { useBillingStatusPolling } from './features/billing/use-billing-status-polling.ts';
import { CreditsDialog } from './features/credits/CreditsDialog.tsx';
import { LowBalanceNotice } from './features/credits/LowBalanceNotice.tsx';
import { RecentSearches } from './features/history/RecentSearches.tsx';
import { PlansView } from './features/plans/PlansView.tsx';
import { ReaderView } from './features/reader/ReaderView.tsx';
import { ResultsPanel } from './features/search/ResultsPanel.tsx';
import { SearchOptions } from './features/search/SearchOptions.tsx';
import { useSemanticStatusPolling } from './features/semantic/use-semantic-status-polling.ts';
import { SettingsDialog } from './features/settings/SettingsDialog.tsx';
import { useApplySettings } from './features/settings/use-apply-settings.ts';
import { StudyView } from './features/study/StudyView.tsx';
import { Header } from './features/shell/Header.tsx';
import { selectView } from './features/shell/selectors.ts';
import { useAppStore } from './store/store-context.tsx';

export function App() {
  const view = useAppStore(selectView);
  const start = useAppStore((s) => s.start);
  useApplySettings();
  useSemanticStatusPolling();
  useBillingStatusPolling();
  useEffect(() => {
    void start();
  }, [start]);

  return (
    <div className="app" data-view={view}>
      <a className="skip-link" href="#main">
        Skip to {view === 'reader' ? 'the passage' : view === 'study' ? 'your study' : view === 'plans' ? 'the reading plans' : 'results'}
      </a>
      <Header />
      <SearchOptions />
      <div className="workspace">
        <aside className="sidebar">
          <RecentSearches />
        </aside>
        <main id="main" className="content" tabIndex={-1}>
          {view === 'reader' ? <ReaderView /> : view === 'study' ? <StudyView /> : view === 'plans' ? <PlansView /> : <ResultsPanel />}
        </main>
      </div>
      <LowBalanceNotice />
      <CreditsDialog />
      <BuyCreditsDialog />
      <SettingsDialog />
    </div>
  );
}
