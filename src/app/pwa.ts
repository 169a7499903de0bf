// Service worker and install mode (docs/contracts.md "Offline"). This module is in the landing's
// initial JavaScript, so it only schedules: workbox-window and the update prompt load as a lazy
// chunk once the page has loaded and the browser is idle. The outbox registers its Background
// Sync itself (src/state/outbox/index.ts, tag 'comanda-outbox'); sw/outbox-sync.ts answers it.
function afterLoadWhenIdle(run: () => void): void {
  const idle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 5_000 });
    else setTimeout(run, 1_000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

const logged = (tag: string) => (error: unknown) =>
  console.error(`[ERROR:${tag}]`, error instanceof Error ? error.message : error);

export function startPwa(): void {
  afterLoadWhenIdle(() => {
    import('./pwa-display').then((m) => m.followDisplayMode(), logged('displayMode'));
  });
  // The dev server serves no worker (vite-plugin-pwa emits it at build time). import.meta.hot
  // exists only there; env.PROD would also follow NODE_ENV, which a test runner sets to 'test'.
  if (import.meta.hot || !window.isSecureContext || !('serviceWorker' in navigator)) return;
  afterLoadWhenIdle(() => {
    import('./pwa-register').then((m) => m.registerServiceWorker()).catch(logged('serviceWorker'));
  });
}
