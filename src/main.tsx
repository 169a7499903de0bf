// Entry: pick the first locale (§2.1), start the landing chunk early, then mount the shell. A page
// the server drew (the landing, /products, /info: #root has content) is hydrated once its company
// and language are in place, so the first client render matches the server's HTML.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LOCALE_COOKIE } from './domain/constants';
import { resolveInitialLocale, setLocale } from './i18n';
import { readCookie } from './state/cookies';
import { App } from './app/App';
import { readBootData } from './app/boot';
import { holdEarlyClicks } from './app/early-clicks';
import { loadLanding } from './app/pages';
import { reloadOnChunkError } from './app/chunk-reload';
import { startPwa } from './app/pwa';
import { showCompany } from './app/startup';
// Listen for beforeinstallprompt from the first moment: the landing chunk may load after it fires.
import './features/landing/install-prompt';

reloadOnChunkError();

if (location.pathname === '/') void loadLanding().catch(() => undefined); // React.lazy retries and reports

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

async function hydrate(root: HTMLElement): Promise<void> {
  holdEarlyClicks();
  const boot = readBootData();
  if (boot) await showCompany(boot);
  // A transition: a big menu hydrates in slices and never holds the main thread for long.
  startTransition(() => {
    hydrateRoot(root, app, {
      onRecoverableError: (error) =>
        console.error('[ERROR:hydrate]', error instanceof Error ? error.message : error),
    });
  });
}

const root = document.getElementById('root');
if (root?.firstElementChild) {
  void hydrate(root);
} else {
  const initial = resolveInitialLocale(readCookie(LOCALE_COOKIE), navigator.languages ?? []);
  setLocale(initial).catch((error: unknown) => console.error('[ERROR:setLocale]', error));
  if (root) createRoot(root).render(app);
}

// After the first render: the worker, its update prompt and install mode load when idle.
startPwa();
