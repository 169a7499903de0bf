// Refusals the checkout recovers from instead of stranding the diner (issue [7/13]):
// - out_of_stock with its items: the cart takes the server's counts (with notices), the draft
//   is dropped and the diner is brought to the cart, where the notices say what changed;
// - a draft that is gone (swept after DRAFT_TTL_MINUTES) or a discount lost at placement: the
//   summary is priced again on a fresh draft, and the diner confirms again. Never a silent
//   placement with totals the diner did not see.
import { navigate } from 'wouter/use-browser-location';
import { isApiError } from '../../api/errors';
import { refusalOf } from '../../api/refusal';
import { withQuery } from '../../app/query-string';
import type { ErrorCode, StockShortage } from '../../domain/error-codes';
import type { Order, OrderUpdatePayload, ServiceKey } from '../../domain/types';
import { app, hold } from '../app';
import { correctCartForShortages } from '../cart';
import { closeCheckout } from './nav';
import { checkout } from './store';

/** The short lines of an out_of_stock refusal, or null when it is not one the cart can fix. */
export function shortagesOf(error: unknown): StockShortage[] | null {
  if (!isApiError(error)) return null;
  const { code, items } = refusalOf(error);
  return code === 'out_of_stock' && items ? items : null;
}

/** Shown after the cart was corrected (a snackbar, next to the cart's own notices). */
export const STOCK_CHANGED_KEY = 'summary.stockChanged';

/** Corrects the cart, closes the checkout and opens the cart page. */
export function leaveForCart(items: readonly StockShortage[]): void {
  correctCartForShortages(items);
  closeCheckout();
  const search = typeof location === 'undefined' ? '' : location.search;
  navigate(withQuery('/cart', search));
}

/** Where the refusal came from: the placing update, or applying a coupon to the draft. */
export type DraftStage = 'update' | 'discount';

const REFRESH_KEYS: Partial<Record<ErrorCode, string>> = {
  order_not_found: 'summary.refreshed.expired',
  coupon_used_up: 'summary.refreshed.couponUsedUp',
  coupon_inactive: 'summary.refreshed.couponInactive',
  reward_points_short: 'summary.refreshed.rewardPointsShort',
};

export const EXPIRED_KEY = 'summary.refreshed.expired';
export const REWARD_SHORT_KEY = 'summary.refreshed.rewardPointsShort';
export const EXPIRED_COUPON_LOST_KEY = 'summary.refreshed.expiredCouponLost';

/**
 * The notice for a refusal that calls for a fresh draft, or null. Applying a coupon that is used
 * up or inactive is an ordinary refusal of that coupon; only a missing draft needs a new one.
 */
export function refreshKeyFor(error: unknown, stage: DraftStage): string | null {
  const { code } = isApiError(error) ? refusalOf(error) : { code: undefined };
  if (!code) return null;
  if (stage === 'discount' && code !== 'order_not_found') return null;
  return REFRESH_KEYS[code] ?? null;
}

/**
 * The owner made the service fee required while the diner had it removed (issue [16/21] item 5):
 * the summary stops offering the choice and the draft takes the fee back (`update` is
 * order.ts's updateOrder), so the diner sees it before confirming. Answers the refusal to show.
 */
export async function feeNoLongerOptional(
  error: unknown,
  update: (payload: OrderUpdatePayload) => Promise<Order>,
): Promise<unknown> {
  const key = checkout.serviceType?.toLowerCase() as ServiceKey | undefined;
  const settings = checkout.orderSettings;
  const fee = key ? settings?.[key]?.service_fee : null;
  if (settings && key && fee)
    checkout.orderSettings = hold({
      ...settings,
      [key]: { service_fee: { ...fee, optional: false } },
    });
  const company = app.company;
  if (!company) return error;
  try {
    const back = { timezone: company.timezone, currency: company.currency.code };
    await update({ ...back, remove_service_fee: false });
  } catch (failure) {
    console.error('[ERROR:serviceFee]', failure);
  }
  return error;
}
