// Loaded lazily by pwa.ts after the first render: workbox-window, the update prompt, the
// first-visit warm-up and the outbox notices never weigh on the landing's initial JavaScript.
import { Workbox } from 'workbox-window';
import { subscribe } from 'valtio';
import { app } from '../state/app';
import { offerUpdate } from './pwa-update';
import { warmPageUrls, warmUrls } from './pwa-warm';

const SW_URL = '/sw.js';
/** A storefront left open for hours (a kitchen tablet, a table's phone) still hears of deploys. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
export const OUTBOX_DRAINED_EVENT = 'comanda:outbox-drained';

/** Resolves once start-up has resolved the company (never on /health, which skips start-up). */
function companyReady(): Promise<void> {
  return new Promise((resolve) => {
    if (app.companyId && app.settings) return resolve();
    const stop = subscribe(app, () => {
      if (!app.companyId || !app.settings) return;
      stop();
      resolve();
    });
  });
}

async function warmCaches(container: ServiceWorkerContainer): Promise<void> {
  await companyReady();
  const registration = await container.ready;
  const urls = warmUrls({
    hostname: location.hostname,
    companyId: app.companyId ?? '',
    preview: app.isPreview,
    settings: app.settings,
    qrId: app.qr?.id ?? null,
    qrServiceType: app.qrServiceType,
  });
  const pages = warmPageUrls(location.pathname, location.search, app.isPreview);
  registration.active?.postMessage({ type: 'WARM', urls: [...urls, ...pages] });
}

/** The worker's background sync drained the outbox: the outbox state listens for this event. */
function relayOutboxNotices(container: ServiceWorkerContainer): void {
  container.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type === 'outbox-drained') window.dispatchEvent(new Event(OUTBOX_DRAINED_EVENT));
  });
  container.startMessages();
}

function checkForUpdates(wb: Workbox): void {
  let last = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - last < UPDATE_CHECK_MS) return;
    last = Date.now();
    wb.update().catch(() => undefined); // offline: the next visible moment tries again
  });
}

export async function registerServiceWorker(): Promise<void> {
  const container = navigator.serviceWorker;
  relayOutboxNotices(container);
  const wb = new Workbox(SW_URL, { scope: '/' });
  // Also fires at load when a worker was already waiting from an earlier visit.
  wb.addEventListener('waiting', () => offerUpdate(wb));
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await wb.register();
  } catch (error) {
    // A browser that refuses workers (a blocked or unsupported registration) runs the storefront
    // without one. Caught here, not by the caller: a rejection escaping this lazily imported
    // module reaches Vite's preload-error event, and src/app/chunk-reload.ts would reload the
    // page for it.
    console.error('[ERROR:serviceWorker]', error);
    return;
  }
  if (!registration) return;
  checkForUpdates(wb);
  await warmCaches(container);
}
