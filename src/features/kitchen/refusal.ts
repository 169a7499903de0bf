// What staff read when the kitchen API refuses (issue [7/13]): a message in their language for
// the refusal's code, or a generic refusal; the server's English stays in the logs. No answer
// at all, or a server fault, keeps the action's own "could not … try again".
import { isApiError } from '../../api/errors';
import { signInRefusal } from '../../api/login-refusal';
import type { LoginNotice } from '../../api/login-refusal';
import { refusalOf } from '../../api/refusal';
import type { ErrorCode } from '../../domain/error-codes';

export type KitchenNotice = LoginNotice;

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

/**
 * A refused sign-in: the shared sign-in messages (src/api/login-refusal.ts) under kitchen.login,
 * and any other refusal as a refused staff action.
 */
export function loginRefusal(error: unknown, locale: string): KitchenNotice {
  return (
    signInRefusal(error, locale, 'kitchen.login') ?? actionRefusal(error, 'kitchen.login.failed')
  );
}

/**
 * A refused action on a table's tab (issue [17/21]): the tab's own codes (tab_not_paid,
 * tab_round_paid, tab_balance_taken, …) have their messages under errors.{code}, shared with the
 * diner's screens; anything else is refused like the board's other actions.
 */
export function tabRefusal(error: unknown, failedKey: string): KitchenNotice {
  if (isApiError(error) && !error.isNetworkError && error.status < 500) {
    const { code, params } = refusalOf(error);
    if (code?.startsWith('tab_')) {
      if (!params) return { key: `errors.${code}` };
      const texts = Object.entries(params).map(([name, value]) => [name, String(value)]);
      return { key: `errors.${code}`, params: Object.fromEntries(texts) as Record<string, string> };
    }
  }
  return actionRefusal(error, failedKey);
}
