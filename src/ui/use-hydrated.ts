// False while the server draws the page and while the browser hydrates it, true from then on: a
// part that only the browser can draw (a Leaflet map) shows its placeholder in the first HTML and
// during hydration, so both agree, and appears right after. A part first mounted after hydration
// (or on a page the browser draws itself) is true at once.
import { useEffect, useState } from 'react';

let hydrated = false;

/** main.tsx: the root is hydrated (or was drawn by the browser), so new parts draw at once. */
export function markHydrated(): void {
  hydrated = true;
}

/** True while the server draws the page (no window): what only the browser needs is left out. */
export function isServerDrawing(): boolean {
  return typeof window === 'undefined';
}

/**
 * True during the browser's hydrating pass only: the page's nodes are the server's, and a part
 * may keep them as they are (src/features/products/DormantList.tsx).
 */
export function isHydrating(): boolean {
  return !isServerDrawing() && !hydrated;
}

export function useHydrated(): boolean {
  const [done, setDone] = useState(hydrated);
  useEffect(() => {
    if (!done) setDone(true);
  }, [done]);
  return done;
}
