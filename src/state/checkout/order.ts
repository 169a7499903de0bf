// §4.4 'Order summary opening' and §4.5 update and completion, as store actions. Refusals the
// checkout can recover from (stock ran out, the draft was swept, a discount was lost at
// placement) are handled here, see recovery.ts.
import { navigate } from 'wouter/use-browser-location';
import { applyDiscount, createOrder, newIdempotencyKey, patchOrder } from '../../api/orders';
import { withQuery } from '../../app/query-string';
import type {
  ClientAddress,
  Order,
  OrderCreatePayload,
  OrderUpdatePayload,
} from '../../domain/types';
import { isApiError } from '../../api/errors';
import { refusalOf } from '../../api/refusal';
import { app, hold } from '../app';
import { cart, resetOrder } from '../cart';
import { clearCheckout, reportFailure } from './nav';
import { CheckoutError } from './error';
import {
  EXPIRED_COUPON_LOST_KEY,
  EXPIRED_KEY,
  REWARD_SHORT_KEY,
  feeNoLongerOptional,
  STOCK_CHANGED_KEY,
  leaveForCart,
  refreshKeyFor,
  shortagesOf,
} from './recovery';
import type { DraftStage } from './recovery';
import { buildCreatePayload, shouldPatch, updateHash } from './payload';
import { emitCheckoutEvent } from './events';
import { checkout, serviceSettingsFor } from './store';
import { clientSecretFor } from '../client/storage';
import { rememberLastOrder } from '../device/last-order';
import { chooseReward, settleReward } from '../rewards';
import { isLocalOrder, localOrder, LOCAL_ORDER_PREFIX } from './local-order';
import { keepPlacedTabCode, tableTabCode } from './tab-code';

export { CheckoutError } from './error';

function sessionKey(): string {
  checkout.idempotencyKey ??= newIdempotencyKey();
  return checkout.idempotencyKey;
}

/** Forgets the created order so the next ensureOrderCreated makes a new one (new key). */
export function discardCreatedOrder(): void {
  checkout.createdOrder = null;
  forgetKeys();
}

function forgetKeys(): void {
  checkout.createdOrderPreviousDataHash = null;
  checkout.idempotencyKey = null;
  patchKeys.clear();
  sentCreate = null;
}

// The create body last sent under the session key: an order queued offline must resend exactly
// this body with this key (the server answers a repeated key with another body with a 422).
let sentCreate: { payload: OrderCreatePayload; key: string } | null = null;

export function lastCreateAttempt(): { payload: OrderCreatePayload; key: string } | null {
  return sentCreate;
}

/** The key the online path used (or would use) for this update, so a queued resend reuses it. */
export function updateKeyFor(update: OrderUpdatePayload, orderId: string): string {
  const hash = updateHash(update, orderId);
  const key = patchKeys.get(hash) ?? newIdempotencyKey();
  patchKeys.set(hash, key);
  return key;
}

/**
 * §4.4: creates the order once (initial status, the looked-up delivery price) and stores it.
 * The session's idempotency key makes a retry after a lost answer return the same order.
 */
export function ensureOrderCreated(): Promise<Order> {
  if (checkout.createdOrder) return Promise.resolve(checkout.createdOrder);
  // Concurrent callers (the address submit and the summary opening) share one request.
  creating ??= createNow().finally(() => {
    creating = null;
  });
  return creating;
}

let creating: Promise<Order> | null = null;

/** A copy out of the store's proxy, so the local order can be cloned into IndexedDB. */
const plainAddress = (a: ClientAddress | undefined): ClientAddress | null => (a ? { ...a } : null);

async function createNow(): Promise<Order> {
  const { company, settings } = app;
  const serviceType = checkout.serviceType;
  if (!company || !settings || !serviceType) throw new CheckoutError('checkout.errors.generic');
  if (cart.lines.length === 0) throw new CheckoutError('checkout.errors.emptyCart');
  const payload = buildCreatePayload(cart.lines, {
    company,
    serviceType,
    collectClientInfo: serviceSettingsFor(settings, serviceType).collect_client_info === true,
    qr: app.qr,
    utmSource: app.utmSource,
    utmCampaign: app.utmCampaign,
    clientId: checkout.client?.id ?? null,
    addressId: checkout.selectedClientAddressId,
    deliveryPrice: checkout.deliveryPrice,
  });
  const tabCode = await tableTabCode();
  if (tabCode) payload.tab_code = tabCode;
  checkout.savingOrder = true;
  const key = sessionKey();
  sentCreate = { payload, key };
  try {
    // The order takes the name, and may use the addresses, of the device holding the secret.
    const order = await createOrder(payload, key, clientSecretFor(payload.client_id));
    checkout.createdOrder = hold(order);
    checkout.createdOrderPreviousDataHash = null;
    return order;
  } catch (error) {
    const short = shortagesOf(error);
    if (short) {
      discardCreatedOrder();
      leaveForCart(short);
      throw new CheckoutError(STOCK_CHANGED_KEY);
    }
    // Offline: the summary opens on the device's own prices; the order is queued on submit.
    if (!isApiError(error) || !error.isNetworkError) throw error;
    const local = localOrder({
      id: `${LOCAL_ORDER_PREFIX}${newIdempotencyKey()}`,
      lines: cart.lines,
      payload,
      company,
      settings,
      orderSettings: checkout.orderSettings,
      address: plainAddress(checkout.clientAddresses.find((a) => a.id === payload.address_id)),
      client: checkout.client
        ? { name: checkout.client.name, phone_number: checkout.client.phone_number }
        : null,
      now: new Date(),
    });
    checkout.createdOrder = hold(local);
    checkout.createdOrderPreviousDataHash = null;
    return local;
  } finally {
    checkout.savingOrder = false;
  }
}

// One key per distinct update, reused when the same update is retried after a failure.
const patchKeys = new Map<string, string>();

/** §4.5: same data as the last successful update → the stored order, no call. */
export async function updateOrder(update: OrderUpdatePayload): Promise<Order> {
  const order = checkout.createdOrder;
  const companyId = app.companyId;
  if (!order || !companyId) throw new CheckoutError('checkout.errors.noOrder');
  if (isLocalOrder(order)) throw new CheckoutError('offline.needsConnection');
  const hash = updateHash(update, order.id);
  if (!shouldPatch(checkout.createdOrderPreviousDataHash, hash)) return order;
  checkout.savingOrder = true;
  try {
    const key = patchKeys.get(hash) ?? newIdempotencyKey();
    patchKeys.set(hash, key);
    const tabCode = await tableTabCode();
    const sent = tabCode ? { ...update, tab_code: tabCode } : update;
    const updated = await patchOrder(companyId, order.id, sent, key);
    await keepPlacedTabCode(updated);
    checkout.createdOrder = hold(updated);
    checkout.createdOrderPreviousDataHash = hash;
    return updated;
  } catch (error) {
    console.error('[ERROR:updateOrder]', error);
    checkout.createdOrderPreviousDataHash = null;
    throw await recoverFrom(error, 'update');
  } finally {
    checkout.savingOrder = false;
  }
}

/**
 * A fresh draft in place of one the server no longer has (or whose discount was lost), under a
 * new key. The old summary stays on screen until the new one is priced; when the new create is
 * refused too, the summary shows that failure with its retry.
 */
async function replaceDraft(): Promise<void> {
  forgetKeys();
  checkout.clientData.discountCouponCode = null;
  try {
    await createNow();
  } catch (error) {
    checkout.createdOrder = null;
    throw error;
  }
}

/** The error to pass on after recovering what can be recovered from it (recovery.ts). */
async function recoverFrom(error: unknown, stage: DraftStage): Promise<unknown> {
  if (isApiError(error) && refusalOf(error).code === 'service_fee_not_optional')
    return feeNoLongerOptional(error, updateOrder);
  const short = shortagesOf(error);
  if (short) {
    discardCreatedOrder();
    leaveForCart(short);
    return new CheckoutError(STOCK_CHANGED_KEY);
  }
  const key = refreshKeyFor(error, stage);
  if (!key) return error;
  if (key === REWARD_SHORT_KEY) chooseReward(null);
  // A coupon the diner had on the swept draft is applied again; one refused at placement is not.
  const coupon = key === EXPIRED_KEY ? checkout.clientData.discountCouponCode : null;
  try {
    await replaceDraft();
  } catch (failure) {
    return failure;
  }
  if (coupon && stage === 'update') {
    try {
      await applyCouponNow(coupon);
    } catch (failure) {
      console.error('[ERROR:applyCoupon]', failure);
      return new CheckoutError(EXPIRED_COUPON_LOST_KEY);
    }
  }
  return new CheckoutError(key);
}

/** Applies a coupon code to the created order; the server answers the recomputed order. */
export async function applyCoupon(code: string): Promise<Order> {
  try {
    return await applyCouponNow(code);
  } catch (error) {
    throw await recoverFrom(error, 'discount');
  }
}

async function applyCouponNow(code: string): Promise<Order> {
  const order = checkout.createdOrder;
  const companyId = app.companyId;
  if (!order || !companyId) throw new CheckoutError('checkout.errors.noOrder');
  if (isLocalOrder(order)) throw new CheckoutError('offline.needsConnection');
  checkout.savingOrder = true;
  try {
    const updated = await applyDiscount(
      companyId,
      { order_id: order.id, coupon_code: code.trim() },
      newIdempotencyKey(),
      clientSecretFor(order.client_id),
    );
    checkout.createdOrder = hold(updated);
    checkout.clientData.discountCouponCode = code.trim();
    // The order changed on the server: the next update must not be skipped as a repeat.
    checkout.createdOrderPreviousDataHash = null;
    return updated;
  } finally {
    checkout.savingOrder = false;
  }
}

/** §4.5 completion, steps 1–8 in order. Failures are logged, shown, and passed on. */
export async function completeOrder(update: OrderUpdatePayload): Promise<Order> {
  let order: Order;
  try {
    order = await updateOrder(update);
    checkout.savingOrder = true;
  } catch (error) {
    reportFailure('completeOrder', error);
    throw error;
  }
  const paymentType =
    order.meta_data.assigned_payment?.payment_method_code ??
    update.meta_data?.assigned_payment.payment_method_code ??
    null;
  emitCheckoutEvent('orderCompleted', {
    paymentType,
    total: order.total,
    publicId: order.public_id,
  });
  rememberLastOrder(app.companyId ?? order.company_id, order.id);
  checkout.lastOrderId = order.id;
  const search = typeof location === 'undefined' ? '' : location.search;
  navigate(withQuery(`/tracking?order_id=${encodeURIComponent(order.id)}`, search));
  checkout.savingOrder = false;
  settleReward(order);
  clearCheckout();
  resetOrder();
  return order;
}
