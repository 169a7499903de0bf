// What staff read when the kitchen API refuses (issue [7/13]): a message in their language for
// the refusal's code, or a generic refusal; the server's English stays in the logs. No answer
// at all, or a server fault, keeps the action's own "could not … try again".
import { isApiError } from '../../api/errors';
import { refusalOf } from '../../api/refusal';
import { retryAfterSeconds } from '../../api/retry-after';
import type { ErrorCode } from '../../domain/error-codes';

export interface KitchenNotice {
  key: string;
  params?: Record<string, string>;
}

/** Codes the kitchen API answers, each with a kitchen.refusals.{code} message. */
export const KITCHEN_CODES = [
  'transition_not_allowed',
  'order_not_found',
  'unauthorized',
  'wrong_password',
  'rate_limited',
  'forbidden',
  'not_found',
] as const satisfies readonly ErrorCode[];

const isKitchenCode = (code: ErrorCode | undefined): code is (typeof KITCHEN_CODES)[number] =>
  (KITCHEN_CODES as readonly (ErrorCode | undefined)[]).includes(code);

/** A refused staff action (moving an order, pausing, stock); `failedKey` when nothing answered. */
export function actionRefusal(error: unknown, failedKey: string): KitchenNotice {
  if (!isApiError(error) || error.isNetworkError || error.status >= 500) return { key: failedKey };
  const { code } = refusalOf(error);
  if (isKitchenCode(code)) return { key: `kitchen.refusals.${code}` };
  return { key: 'kitchen.refusals.generic' };
}

/** "42 seconds", "2 minutes": a wait in the staff's language, rounded up to whole minutes. */
export function formatWait(seconds: number, locale: string): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const [value, unit] = whole < 60 ? [whole, 'second'] : [Math.ceil(whole / 60), 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/**
 * A refused sign-in. A server without codes is read by its status (401 a wrong password, 429 too
 * many attempts); at sign-in, `unauthorized` means the store has no staff password yet.
 */
export function loginRefusal(error: unknown, locale: string): KitchenNotice {
  if (!isApiError(error) || error.isNetworkError || error.status >= 500)
    return { key: 'kitchen.login.failed' };
  const legacy =
    error.status === 401 ? 'wrong_password' : error.status === 429 ? 'rate_limited' : null;
  const code = refusalOf(error).code ?? legacy;
  if (code === 'wrong_password') return { key: 'kitchen.login.wrong' };
  if (code === 'unauthorized') return { key: 'kitchen.login.noPassword' };
  if (code === 'rate_limited') {
    const wait = retryAfterSeconds(error.retryAfter);
    return wait !== undefined && wait > 0
      ? { key: 'kitchen.login.tooManyWait', params: { wait: formatWait(wait, locale) } }
      : { key: 'kitchen.login.tooMany' };
  }
  return actionRefusal(error, 'kitchen.login.failed');
}
