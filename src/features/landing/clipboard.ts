// §2.3 wifi modal copy action. The Clipboard API is missing outside secure contexts and may
// reject without a user gesture, so every failure is reported rather than thrown.
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
