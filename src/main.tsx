// Entry: pick the first locale (§2.1), start the landing chunk early, then mount the shell.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LOCALE_COOKIE } from './domain/constants';
import { resolveInitialLocale, setLocale } from './i18n';
import { readCookie } from './state/cookies';
import { App } from './app/App';
import { loadLanding } from './app/pages';
import { reloadOnChunkError } from './app/chunk-reload';
import { startPwa } from './app/pwa';
// Listen for beforeinstallprompt from the first moment: the landing chunk may load after it fires.
import './features/landing/install-prompt';

reloadOnChunkError();

if (location.pathname === '/') void loadLanding().catch(() => undefined); // React.lazy retries and reports

const initial = resolveInitialLocale(readCookie(LOCALE_COOKIE), navigator.languages ?? []);
setLocale(initial).catch((error: unknown) => console.error('[ERROR:setLocale]', error));

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// After the first render: the worker, its update prompt and install mode load when idle.
startPwa();
