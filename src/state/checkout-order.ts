// §4.4 'Order summary opening' and §4.5 update and completion, as store actions.
import { navigate } from 'wouter/use-browser-location';
import { applyDiscount, createOrder, newIdempotencyKey, patchOrder } from '../api/orders';
import { withQuery } from '../app/query-string';
import { COOKIE_MAX_AGE_SECONDS, STORAGE_KEYS } from '../domain/constants';
import type { Order, OrderUpdatePayload } from '../domain/types';
import { app, hold } from './app';
import { cart, resetOrder } from './cart';
import { clearCheckout, reportFailure } from './checkout-nav';
import { buildCreatePayload, shouldPatch, updateHash } from './checkout-payload';
import { emitCheckoutEvent } from './checkout-events';
import { checkout, serviceSettingsFor } from './checkout-store';
import { writeCookie } from './cookies';

export class CheckoutError extends Error {
  constructor(readonly key: string) {
    super(key);
    this.name = 'CheckoutError';
  }
}

function sessionKey(): string {
  checkout.idempotencyKey ??= newIdempotencyKey();
  return checkout.idempotencyKey;
}

/** Forgets the created order so the next ensureOrderCreated makes a new one (new key). */
export function discardCreatedOrder(): void {
  checkout.createdOrder = null;
  checkout.createdOrderPreviousDataHash = null;
  checkout.idempotencyKey = null;
  patchKeys.clear();
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
  checkout.savingOrder = true;
  try {
    const order = await createOrder(payload, sessionKey());
    checkout.createdOrder = hold(order);
    checkout.createdOrderPreviousDataHash = null;
    return order;
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
  const hash = updateHash(update, order.id);
  if (!shouldPatch(checkout.createdOrderPreviousDataHash, hash)) return order;
  checkout.savingOrder = true;
  try {
    const key = patchKeys.get(hash) ?? newIdempotencyKey();
    patchKeys.set(hash, key);
    const updated = await patchOrder(companyId, order.id, update, key);
    checkout.createdOrder = hold(updated);
    checkout.createdOrderPreviousDataHash = hash;
    return updated;
  } catch (error) {
    console.error('[ERROR:updateOrder]', error);
    checkout.createdOrderPreviousDataHash = null;
    throw error;
  } finally {
    checkout.savingOrder = false;
  }
}

/** Applies a coupon code to the created order; the server answers the recomputed order. */
export async function applyCoupon(code: string): Promise<Order> {
  const order = checkout.createdOrder;
  const companyId = app.companyId;
  if (!order || !companyId) throw new CheckoutError('checkout.errors.noOrder');
  checkout.savingOrder = true;
  try {
    const updated = await applyDiscount(
      companyId,
      { order_id: order.id, coupon_code: code.trim() },
      newIdempotencyKey(),
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
  writeCookie(STORAGE_KEYS.COOKIE_LAST_ORDER_ID, order.id, COOKIE_MAX_AGE_SECONDS);
  app.lastOrderId = order.id;
  checkout.lastOrderId = order.id;
  const search = typeof location === 'undefined' ? '' : location.search;
  navigate(withQuery(`/tracking?order_id=${encodeURIComponent(order.id)}`, search));
  checkout.savingOrder = false;
  clearCheckout();
  resetOrder();
  return order;
}
