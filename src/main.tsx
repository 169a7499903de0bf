// Entry: pick the first locale (§2.1), start the landing chunk early, then mount the shell. A page
// the server drew (the landing, /products, /info: #root has content) is hydrated once its company
// and language are in place, so the first client render matches the server's HTML. React
// hydrates it inside a transition, so the work is cut into short tasks a tap can come between.
import { StrictMode, startTransition } from 'react';
import { browserLocale, setLocale } from './i18n';
import { App } from './app/App';
import { readBootData } from './app/boot';
import { preloadPage } from './app/pages';
import { reloadOnChunkError, reloadingForChunk } from './app/chunk-reload';
import { startPwa } from './app/pwa';
import { showCompany } from './app/startup';
import { themedByServer } from './app/theme';
import { catalogue, loadCatalogue } from './state/catalogue';
import { nextTask } from './ui/next-task';

const nextTaskPromise = (): Promise<void> =>
  new Promise((resolve) => {
    nextTask(resolve, 'user-visible');
  });
// Listen for beforeinstallprompt from the first moment: the landing chunk may load after it fires.
import './features/landing/install-prompt';

reloadOnChunkError();

// The page's chunk loads alongside the boot work. When it fails, a drawn page stays as it is
// (hydrate below); a page drawn here shows the error boundary.
const pageReady = preloadPage(location.pathname);

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

async function hydrate(root: HTMLElement): Promise<void> {
  // Taps made until the page is interactive are held by the page's inline loader (early-clicks.ts).
  const boot = readBootData();
  // The menu's catalogue is not in the boot data (it would double the page's bytes): it comes
  // from the API, asked for first thing, and the drawn menu is hydrated from it.
  const menu =
    boot && location.pathname === '/products' && catalogue.status !== 'ready'
      ? loadCatalogue(boot.companyId)
      : undefined;
  if (boot) await showCompany(boot);
  // The page's own chunk too: hydration then adopts the whole page in one pass, its handlers
  // attached before <html data-interactive> says so (early-clicks.ts).
  const [pageLoaded] = await Promise.all([pageReady, menu]);
  // Its chunk is missing (a deploy removed it): the page either reloads onto the new build now, or
  // has had its one reload and stays as drawn, with a notice, rather than hydrating into the
  // error page.
  if (!pageLoaded) {
    // The notice's own chunk costs the first load nothing; if it is missing too, the page stays.
    if (!reloadingForChunk())
      import('./app/incomplete-page')
        .then((m) => m.keepDrawnPage())
        .catch((error: unknown) => console.error('[ERROR:incompletePage]', error));
    return;
  }
  // A big menu's lists stay as drawn (src/features/products/DormantList.tsx): hydration does not
  // walk their cards.
  // React's DOM renderer is set up in a task of its own, after the app's modules and boot work,
  // and hydration starts in the next: no one task does all three on a slow phone.
  await nextTaskPromise();
  const { hydrateRoot } = await import('react-dom/client');
  await nextTaskPromise();
  startTransition(() => {
    hydrateRoot(root, app);
  });
}

// The server filled this page with its company's theme: start-up need not apply it again.
const bootSettings = readBootData()?.settings;
if (bootSettings) themedByServer(bootSettings);

const root = document.getElementById('root');
if (root?.firstElementChild) {
  void hydrate(root);
} else {
  const initial = browserLocale(readBootData()?.company);
  setLocale(initial).catch((error: unknown) => console.error('[ERROR:setLocale]', error));
  if (root) void import('react-dom/client').then(({ createRoot }) => createRoot(root).render(app));
}

// After the first render: the worker, its update prompt and install mode load when idle.
startPwa();
