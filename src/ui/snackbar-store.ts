// §2.3 / §8: snackbars such as 'password copied' (success) or 'it failed to copy' (error).
// A module-level store so any code, not only components, can show one.
import { proxy } from 'valtio';

export type SnackbarTone = 'success' | 'error';

export interface SnackbarMessage {
  id: number;
  text: string;
  tone: SnackbarTone;
}

export const SNACKBAR_MS = 4_000;

export const snackbarState = proxy<{ current: SnackbarMessage | null }>({ current: null });

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | null = null;

/** Shows one message at a time; a new message replaces the old one. */
export function showSnackbar(text: string, tone: SnackbarTone = 'success'): void {
  const message = { id: nextId++, text, tone };
  snackbarState.current = message;
  if (timer !== null) clearTimeout(timer);
  timer = setTimeout(() => {
    if (snackbarState.current?.id === message.id) snackbarState.current = null;
  }, SNACKBAR_MS);
}

export function hideSnackbar(): void {
  snackbarState.current = null;
}
