import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { askStream, createApiClient } from './lib/api.ts';
import { createAppStore } from './store/app-store.ts';
import { StoreProvider } from './store/store-context.tsx';
import './styles/theme.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/controls.css';
import './styles/surfaces.css';
import './features/search/search.css';
import './features/search/results.css';
import './features/ask/ask.css';
import './features/reader/reader.css';
import './features/study/study.css';
import './features/plans/plans.css';
import './features/credits/credits.css';
import './features/history/history.css';
import './features/settings/settings.css';
import './features/semantic/semantic.css';
import './features/billing/billing.css';

const store = createAppStore({
  api: createApiClient(),
  askStream,
  storage: window.localStorage,
  // In the desktop app core opens payment pages in the system browser; in web mode the page does.
  openUrl: (url) => void window.open(url, '_blank', 'noopener'),
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StoreProvider store={store}>
      <App />
    </StoreProvider>
  </StrictMode>,
);
