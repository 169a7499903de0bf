// Turns a failed checkout call into a translated message key (checkout.errors.*), so a server
// refusal (§4.6 closed, paused, monthly limit; §5.7 stock) is shown clearly, never lost.
import { isApiError } from '../api/errors';
import type { CheckoutNotice } from './checkout-store';

const KEYWORDS: readonly [RegExp, string][] = [
  [/stock|available|sold out/i, 'checkout.errors.stock'],
  [/limit/i, 'checkout.errors.limit'],
  [/paused|disabled/i, 'checkout.errors.paused'],
  [/closed|not receiv|hours/i, 'checkout.errors.closed'],
  [/coverage|range|area|district|address/i, 'checkout.errors.coverage'],
];

export function noticeFor(error: unknown): CheckoutNotice {
  if (!isApiError(error)) return { key: 'checkout.errors.generic' };
  if (error.isNetworkError) return { key: 'checkout.errors.offline' };
  if (error.status === 409 || error.status === 422) {
    const details = Array.isArray(error.errors)
      ? error.errors
      : Object.values(error.errors ?? {}).flat();
    const text = [error.message, ...details].join(' ');
    const hit = KEYWORDS.find(([pattern]) => pattern.test(text));
    return { key: hit ? hit[1] : 'checkout.errors.refused' };
  }
  if (error.status === 404) return { key: 'checkout.errors.notFound' };
  return { key: 'checkout.errors.generic' };
}

/** Refusals that have nothing to do with the chosen address, so it stays selectable. */
export function blamesAddress(notice: CheckoutNotice): boolean {
  return notice.key === 'checkout.errors.coverage' || notice.key === 'checkout.errors.refused';
}
