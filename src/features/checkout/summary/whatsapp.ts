// WhatsApp checkout in the browser: a tab opened during the tap (so popup blockers allow it),
// pointed at the wa.me link once the order is recorded; the sent order ids are remembered.
import { STORAGE_KEYS } from '../../../domain/constants';

/** Opens an empty tab synchronously inside the click; null when the browser blocks it. */
export function openPendingTab(): Window | null {
  try {
    return window.open('', '_blank');
  } catch {
    return null;
  }
}

/** Points the pending tab at the link; false when there is no tab to point (blocked or closed). */
export function sendToTab(tab: Window | null, link: string): boolean {
  if (!tab || tab.closed) return false;
  try {
    // The chat page must not be able to script the storefront.
    tab.opener = null;
    tab.location.href = link;
    return true;
  } catch {
    return false;
  }
}

export function closeTab(tab: Window | null): void {
  try {
    tab?.close();
  } catch {
    // already gone
  }
}

function readSent(): string[] {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.APP_ORDERS_WITH_WHATSAPP_MESSAGE_SENT);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** §9 APP_ORDERS_WITH_WHATSAPP_MESSAGE_SENT: a JSON list of order ids, newest last, capped. */
export function rememberWhatsappSent(orderId: string): void {
  const ids = readSent().filter((id) => id !== orderId);
  ids.push(orderId);
  try {
    localStorage.setItem(
      STORAGE_KEYS.APP_ORDERS_WITH_WHATSAPP_MESSAGE_SENT,
      JSON.stringify(ids.slice(-50)),
    );
  } catch {
    // Storage full or denied: the message was still sent.
  }
}
