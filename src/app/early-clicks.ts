// Between the first paint of a server-drawn page and its hydration the buttons are drawn but do
// nothing yet. The page's inline loader (server/pages/deferred-scripts.ts) holds a tap made in
// that window from the moment the page starts, and says so with <html data-interactive="false">;
// once the page is interactive the tap is replayed on the same button (the last one only, as a
// diner would expect of a double tap). Links need no help: they work without JavaScript.

declare global {
  interface Window {
    /** Set by the page's inline loader: ends the hold and replays the tap it held. */
    comandaInteractive?: () => void;
  }
}

/**
 * The page is hydrated (CompanyGate's first effect): `<html data-interactive>` says so, and a
 * held tap is replayed. A page without the loader (one the browser draws) held nothing.
 */
export function markInteractive(): void {
  if (window.comandaInteractive) window.comandaInteractive();
  else document.documentElement.dataset.interactive = 'true';
}
