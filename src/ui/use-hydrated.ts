// False while the server draws the page and while the browser hydrates it, true from then on: a
// part that only the browser can draw (a Leaflet map) shows its placeholder in the first HTML and
// during hydration, so both agree, and appears right after.
import { useSyncExternalStore } from 'react';

const subscribe = (): (() => void) => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
