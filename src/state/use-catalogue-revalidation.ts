// Keeps the held catalogue current while a storefront page is open (issue [13/13]): when the
// diner comes back to the tab or the window, and every `everyMs` while it is visible (the cart
// page, where a sold-out item matters most). The storefront has no socket of its own to push
// catalogue changes, and with the ETag an unchanged catalogue costs a 304.
import { useEffect } from 'react';
import { revalidateCatalogue } from './catalogue';

/** The cart page's period: a sold-out line shows up within half a minute even without a tap. */
export const CART_REVALIDATE_MS = 30_000;

export function useCatalogueRevalidation(
  companyId: string | null,
  everyMs: number | null = null,
): void {
  useEffect(() => {
    if (!companyId) return;
    const check = (): void => {
      if (document.visibilityState === 'visible') void revalidateCatalogue(companyId);
    };
    document.addEventListener('visibilitychange', check);
    window.addEventListener('focus', check);
    const timer = everyMs === null ? null : window.setInterval(check, everyMs);
    return () => {
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('focus', check);
      if (timer !== null) window.clearInterval(timer);
    };
  }, [companyId, everyMs]);
}
