// Whether the page is past hydration, told by React itself: useSyncExternalStore answers the
// server snapshot (false) while the server draws the page and while the browser hydrates it, in
// every part hydrated (a Suspense boundary hydrated later included), then re-renders with the
// client snapshot (true). A part first mounted after hydration, or on a page the browser draws
// itself, is true at once. A part that only the browser can draw (a Leaflet map) shows its
// placeholder in the first HTML and during hydration, so both agree, and appears right after.
import { useSyncExternalStore } from 'react';

const never = (): (() => void) => () => undefined;
const inBrowser = (): boolean => true;
const onServerOrHydrating = (): boolean => false;

export function useHydrated(): boolean {
  return useSyncExternalStore(never, inBrowser, onServerOrHydrating);
}

/** True while the server draws the page (no window): what only the browser needs is left out. */
export function isServerDrawing(): boolean {
  return typeof window === 'undefined';
}
