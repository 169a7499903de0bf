// After an in-app navigation (the cart bar's 'See cart', a link, the back button) the control the
// diner used is gone with its page, and focus would fall to <body>. It moves to the new page's
// main heading instead, the usual pattern for single-page apps, so a screen reader announces the
// page and Tab continues from its top. The first load is left alone: nothing was focused yet, and
// a page must not start by grabbing focus.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { focusFromCode, focusIsLost, pageHeading } from '../ui/page-focus';

/** How long a lazily loaded page has to show its heading. */
const WAIT_MS = 5_000;

/** No input yet (a redirect on first load, a message from the embedding page): no focus move. */
function diner(): boolean {
  return typeof navigator === 'undefined' || navigator.userActivation?.hasBeenActive !== false;
}

/**
 * Focuses the new page's heading as it shows, unless focus found a place meanwhile. React may run
 * this before the old page has left (the new one still loading), while the control the diner
 * used still has focus; and a heading focused then may leave with its page. So it keeps watching
 * for a few seconds: while focus is lost, on that control or on a heading that is not the page's,
 * the page's heading takes it.
 */
function focusHeadingWhenShown(): () => void {
  const started = performance.now();
  const used = document.activeElement;
  let frame = 0;
  const step = (): void => {
    const active = document.activeElement;
    // A dialog took focus (the closed-store notice), or the diner already moved on.
    if (!focusIsLost() && active !== used && !(active instanceof HTMLHeadingElement)) return;
    const heading = pageHeading();
    if (heading && heading !== active) focusFromCode(heading, { preventScroll: true });
    if (performance.now() - started < WAIT_MS) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}

export function RouteFocus(): null {
  const [path] = useLocation();
  const shown = useRef(path);
  useEffect(() => {
    if (shown.current === path) return;
    shown.current = path;
    if (!diner()) return;
    return focusHeadingWhenShown();
  }, [path]);
  return null;
}
