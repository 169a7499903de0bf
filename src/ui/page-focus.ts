// Where focus goes when the element that had it leaves the page: a route change, or a dialog
// closing with no opener to go back to (one opened by URL). Focus is never left on <body>, where
// a keyboard or screen reader user would have to start the page over.

/** The page's main heading: its first h1 that is shown and not a loading placeholder. */
export function pageHeading(): HTMLElement | null {
  for (const heading of document.querySelectorAll<HTMLElement>('h1')) {
    if (heading.closest('[aria-busy="true"], [hidden], [role="dialog"]') === null) return heading;
  }
  return null;
}

/** Focuses an element that may not be focusable by itself (a heading): from code only. */
export function focusFromCode(element: HTMLElement, options?: FocusOptions): void {
  // A heading is made focusable from code; a button or link stays in the tab order as it is.
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus(options);
}

/** Nothing useful holds the focus: it is on <body>, or on an element that left the page. */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}
