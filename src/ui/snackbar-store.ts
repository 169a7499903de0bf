// §2.3 / §8: snackbars such as 'password copied' (success) or 'it failed to copy' (error).
// A module-level store so any code, not only components, can show one.
import { proxy } from 'valtio';

export type SnackbarTone = 'success' | 'error';

/** One button beside the text (e.g. 'Reload' on 'update available'). */
export interface SnackbarAction {
  label: string;
  onClick: () => void;
}

export interface SnackbarMessage {
  id: number;
  text: string;
  tone: SnackbarTone;
  action?: SnackbarAction;
  /** The path it was shown on (null outside a browser): a confirmation belongs to that page. */
  page: string | null;
}

export const SNACKBAR_MS = 4_000;

export const snackbarState = proxy<{ current: SnackbarMessage | null }>({ current: null });

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | null = null;

/**
 * Shows one message at a time; a new message replaces the old one. A message with an action
 * stays until it is used or replaced: it asks the diner something.
 */
export function showSnackbar(
  text: string,
  tone: SnackbarTone = 'success',
  action?: SnackbarAction,
): void {
  const page = typeof window === 'undefined' ? null : window.location.pathname;
  const message: SnackbarMessage = action
    ? { id: nextId++, text, tone, action, page }
    : { id: nextId++, text, tone, page };
  snackbarState.current = message;
  if (timer !== null) clearTimeout(timer);
  timer = null;
  if (action) return;
  timer = setTimeout(() => {
    if (snackbarState.current?.id === message.id) snackbarState.current = null;
  }, SNACKBAR_MS);
}

export function hideSnackbar(): void {
  snackbarState.current = null;
}

/**
 * The diner moved to another page (issue [16/21] item 7: 'Added to your cart' followed them onto
 * /cart and covered 'Order for delivery'). A confirmation of something done on the page left
 * behind goes with it. An error stays its full time (it may say why the page changed, as 'the
 * store has just closed' does before going back to the menu), and an offer with an action stays
 * until it is answered.
 */
export function leavePage(path: string): void {
  const current = snackbarState.current;
  if (!current || current.action || current.tone !== 'success') return;
  if (current.page === null || current.page === path) return;
  snackbarState.current = null;
  if (timer !== null) clearTimeout(timer);
  timer = null;
}
