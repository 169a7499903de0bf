// §7.6 internal events and §2.12 virtual page views, raised as window CustomEvents. This is the
// one hook point for analytics: a tracker listens on window, or registers here.
import { virtualPagePath } from '../../domain/analytics-paths';

export interface CheckoutEvents {
  orderCompleted: { paymentType: string | null; total: number; publicId: string };
  orderCreated: { clientEmail: string | null };
  virtualPageView: { path: string };
}

type Hook = <K extends keyof CheckoutEvents>(name: K, detail: CheckoutEvents[K]) => void;

const hooks = new Set<Hook>();

/** Registers an analytics hook; returns its removal. */
export function onCheckoutEvent(hook: Hook): () => void {
  hooks.add(hook);
  return () => {
    hooks.delete(hook);
  };
}

export function emitCheckoutEvent<K extends keyof CheckoutEvents>(
  name: K,
  detail: CheckoutEvents[K],
): void {
  for (const hook of hooks) {
    try {
      hook(name, detail);
    } catch (error) {
      // Analytics must never break the checkout.
      console.error('[ERROR:checkoutAnalytics]', error);
    }
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(name, { detail }));
}

/** §2.12: the virtual page path of a checkout screen. */
export function reportVirtualPage(screen: string): void {
  emitCheckoutEvent('virtualPageView', { path: virtualPagePath(screen) });
}
