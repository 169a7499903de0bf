// Turns a failed checkout call into a translated message: the server's refusal code picks
// errors.{code} (issue [7/13]); a body without a code (an older server) falls back to its status.
// Server English is never shown: it stays in the logs.
import { isApiError } from '../../api/errors';
import { refusalOf } from '../../api/refusal';
import type { ErrorCode, ErrorParams } from '../../domain/error-codes';
import { i18nState } from '../../i18n';
import { app } from '../app';
import type { CheckoutNotice } from './store';
import { codeNotice } from '../error-notice';
import type { NoticeContext } from '../error-notice';

/** The company's currency, time zone and clock, and the diner's language, for a message's params. */
export function noticeContext(): NoticeContext {
  const company = app.company;
  const hour12 = company?.country?.time_format;
  return {
    currency: company?.currency ?? null,
    timeZone: company?.timezone ?? null,
    locale: i18nState.locale,
    ...(hour12 ? { hour12: hour12 === '12h' } : {}),
  };
}

/** A stored refusal (a queued order's) as the diner reads it, with the company's formats. */
export function refusalNotice(code: ErrorCode, params: ErrorParams | undefined): CheckoutNotice {
  return codeNotice(code, params, noticeContext());
}

/** A failure as the notice the diner reads. CheckoutErrors already name their message key. */
export function noticeFor(error: unknown): CheckoutNotice {
  if (error instanceof Error && error.name === 'CheckoutError') {
    const params = (error as { params?: CheckoutNotice['params'] }).params;
    return params ? { key: error.message, params } : { key: error.message };
  }
  if (!isApiError(error)) return { key: 'checkout.errors.generic' };
  if (error.isNetworkError) return { key: 'checkout.errors.offline' };
  const { code, params } = refusalOf(error);
  if (code) return codeNotice(code, params, noticeContext());
  if (error.status === 404) return { key: 'checkout.errors.notFound' };
  if (error.status === 409 || error.status === 422) return { key: 'checkout.errors.refused' };
  if (error.status === 429) return { key: 'errors.rate_limited' };
  return { key: 'checkout.errors.generic' };
}

/**
 * Refusals about the chosen address itself, so it is marked invalid. Anything else (a delivery
 * minimum, stock, a closed store, an unexplained refusal) leaves the address selectable.
 */
const ADDRESS_KEYS: ReadonlySet<string> = new Set([
  'errors.outside_delivery_area',
  'errors.address_unknown',
  'errors.address_no_location',
  // The device's own coverage check, when the price lookup had no network.
  'checkout.errors.coverage',
]);

export function blamesAddress(notice: CheckoutNotice): boolean {
  return ADDRESS_KEYS.has(notice.key);
}

/**
 * The delivery price lookup (§7.1 delivery-area-cost) refuses only for the address: by its code,
 * or, from a server without codes, by its 422 (the contract's 'outside coverage'). A network
 * failure, a rate limit or a server fault says nothing about the address.
 */
export function priceLookupBlamesAddress(error: unknown, notice: CheckoutNotice): boolean {
  if (blamesAddress(notice)) return true;
  return isApiError(error) && refusalOf(error).code === undefined && error.status === 422;
}
