// Dialog behaviour shared by Modal and BottomSheet: focus trap, Escape, focus restore and
// scroll lock. Only the topmost open dialog reacts, so nested dialogs behave.
import { useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { createLayerStack, FOCUSABLE_SELECTOR, isTabbable, trapTarget } from './focus';
import { focusFromCode, focusIsLost, pageHeading } from './page-focus';

const layers = createLayerStack();
/** The page's own overflow, saved when the first dialog opens and restored when the last closes. */
let savedOverflow = '';

function tabbables(panel: HTMLElement): HTMLElement[] {
  return Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)).filter((el) =>
    isTabbable({
      tabIndex: el.tabIndex,
      hidden: el.closest('[hidden]') !== null,
      inert: el.closest('[inert]') !== null,
    }),
  );
}

export function useDialog(
  open: boolean,
  panelRef: RefObject<HTMLElement | null>,
  onEscape: () => void,
  persistent: boolean,
  /** Where focus goes on closing when there is no opener to return to (see Dialog). */
  returnFocus?: () => HTMLElement | null,
): void {
  // Latest values without re-running the open/close effect (which would steal focus again).
  const escapeRef = useRef(onEscape);
  const openerRef = useRef<HTMLElement | null>(null);
  const persistentRef = useRef(persistent);
  const returnFocusRef = useRef(returnFocus);
  useLayoutEffect(() => {
    escapeRef.current = onEscape;
    persistentRef.current = persistent;
    returnFocusRef.current = returnFocus;
  });

  // A layout effect: the dialog takes the top layer and focus, and gives them back, in the same
  // task as the render that opened or closed it, so a key pressed right after (Escape on the
  // dialog below) already reaches the right one.
  useLayoutEffect(() => {
    if (!open) return;
    const layer = Symbol('dialog');
    const panel = panelRef.current;
    const active = document.activeElement;
    // Remember the opener, not an element inside the panel (StrictMode re-runs this effect
    // after focus already moved in).
    if (active instanceof HTMLElement && !panel?.contains(active)) openerRef.current = active;
    if (layers.size === 0) savedOverflow = document.body.style.overflow;
    layers.push(layer);
    document.body.style.overflow = 'hidden';
    if (panel) (tabbables(panel)[0] ?? panel).focus();

    function onKeyDown(event: KeyboardEvent): void {
      if (!layers.isTop(layer) || !panelRef.current) return;
      if (event.key === 'Escape') {
        if (!persistentRef.current) {
          event.preventDefault();
          escapeRef.current();
        }
        return;
      }
      if (event.key !== 'Tab') return;
      const items = tabbables(panelRef.current);
      const current = items.indexOf(document.activeElement as HTMLElement);
      const target = trapTarget(items.length, current, event.shiftKey);
      if (target === null) return;
      event.preventDefault();
      (items[target] ?? panelRef.current).focus();
    }

    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      layers.remove(layer);
      if (layers.size === 0) document.body.style.overflow = savedOverflow;
      // Return focus to whatever opened the dialog, if it is still on the page. Again once the
      // panel has left the DOM (a microtask, still before the next event) if focus was lost with
      // it: a confirmation closing together with the dialog it sits in may have put focus back
      // inside that dialog, and then the outer dialog's opener takes it.
      // A dialog opened by URL or on page load has no opener (it was <body>): focus then goes
      // to the place the screen names (the product's card), else the page's main heading.
      const opener = openerRef.current;
      const restore = (): void => {
        if (opener && opener !== document.body && opener.isConnected) {
          opener.focus();
          // An opener that cannot take focus any more (hidden meanwhile) falls through.
          if (document.activeElement === opener) return;
        }
        const active = document.activeElement;
        if (!focusIsLost() && !(active && panel?.contains(active))) return;
        const target = returnFocusRef.current?.() ?? pageHeading();
        if (target) focusFromCode(target);
      };
      restore();
      queueMicrotask(() => {
        if (focusIsLost()) restore();
      });
    };
  }, [open, panelRef]);
}
