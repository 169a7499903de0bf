// Copying a code (the §2.3 wifi password, a coupon, a payment code, a Pix code). The Clipboard API
// is missing outside secure contexts and may reject without a user gesture, so every failure is
// reported rather than thrown, and the diner is told how it went.
import { showSnackbar } from './snackbar-store';

export type ClipboardLike = Pick<Clipboard, 'writeText'>;

export async function copyText(
  text: string,
  clipboard: ClipboardLike | undefined,
): Promise<boolean> {
  if (!clipboard) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Copies `text` and tells the diner, in their language, whether it worked. */
export async function copyAndTell(
  text: string,
  messages: { copied: string; failed: string },
): Promise<boolean> {
  const ok = await copyText(
    text,
    typeof navigator === 'undefined' ? undefined : navigator.clipboard,
  );
  showSnackbar(ok ? messages.copied : messages.failed, ok ? 'success' : 'error');
  return ok;
}
