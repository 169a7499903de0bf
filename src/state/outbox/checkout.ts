// Placing an order without a network (issue [6/6]): the summary's submit for offline payment
// methods either completes online as usual or, when the network is gone (or the order could not
// even be created), writes the whole order to the outbox together with the cart reset, and
// shows it queued on the tracking page. The drain sends it later, exactly once.
import { navigate } from 'wouter/use-browser-location';
import { isApiError } from '../../api/errors';
import { newIdempotencyKey } from '../../api/orders';
import { withQuery } from '../../app/query-string';
import { enqueueOrder } from '../../db/outbox';
import type { OutboxEntry } from '../../db/outbox';
import { isOnlineMethod } from '../../domain/checkout-summary';
import type { Order, OrderUpdatePayload, PaymentMethod } from '../../domain/types';
import { app } from '../app';
import { cartSaved, resetOrder } from '../cart';
import { clearCheckout, reportFailure } from '../checkout/nav';
import {
  CheckoutError,
  completeOrder,
  discardCreatedOrder,
  lastCreateAttempt,
  updateKeyFor,
  updateOrder,
} from '../checkout/order';
import { checkout } from '../checkout/store';
import { clientSecretFor, deviceClientSecret } from '../client/storage';
import { isLocalOrder } from '../checkout/local-order';
import { drainNow, requestBackgroundSync } from './';
import { couponFields } from './coupon';

export const offlineNow = (): boolean =>
  typeof navigator !== 'undefined' && navigator.onLine === false;

const isNetworkError = (error: unknown): boolean => isApiError(error) && error.isNetworkError;

/** The outbox entry for the checkout's order as it stands (pure apart from ids and the clock). */
function buildEntry(order: Order, update: OrderUpdatePayload, companyId: string): OutboxEntry {
  const local = isLocalOrder(order);
  const attempt = lastCreateAttempt();
  if (!attempt) throw new CheckoutError('checkout.errors.noOrder');
  const pending = checkout.pendingClient;
  // Copied out of the store: IndexedDB cannot clone valtio proxies.
  const client = local && pending && !attempt.payload.client_id ? { ...pending } : undefined;
  // The worker that may send it has no localStorage: the secret travels in the entry. For a
  // client still to be got or created, the device's secret lets the server know this device.
  const known = attempt.payload.client_id;
  const clientSecret = known ? clientSecretFor(known) : client ? deviceClientSecret() : null;
  const now = new Date();
  return {
    id: newIdempotencyKey(),
    companyId,
    createdAt: now.toISOString(),
    status: 'queued',
    attempts: 0,
    nextAttemptAt: now.getTime(),
    ...(client ? { client } : {}),
    ...(clientSecret ? { clientSecret } : {}),
    create: attempt.payload,
    // The drain adds client_id to the body, and a key is bound to one body: a new key then.
    createKey: client ? newIdempotencyKey() : attempt.key,
    update,
    // An update that reached the server before the network dropped is replayed, not repeated.
    updateKey: local ? newIdempotencyKey() : updateKeyFor(update, order.id),
    ...(local ? {} : { orderId: order.id, publicId: order.public_id }),
    // A swept draft is created again by the drain; its coupon goes on again before placing.
    ...(local
      ? {}
      : couponFields(order, checkout.clientData.discountCouponCode, newIdempotencyKey)),
    preview: structuredClone({
      ...order,
      created_at: now.toISOString(),
      comment: update.comment ?? null,
    }),
  };
}

/** Queues the order and finishes the checkout as §4.5's completion does, minus the server id. */
export async function queueOrder(update: OrderUpdatePayload): Promise<OutboxEntry> {
  const order = checkout.createdOrder;
  const companyId = app.companyId;
  if (!order || !companyId) throw new CheckoutError('checkout.errors.noOrder');
  const entry = buildEntry(order, update, companyId);
  checkout.savingOrder = true;
  try {
    // Earlier cart writes land first, so none can bring the lines back after the reset.
    await cartSaved();
    await enqueueOrder(entry);
  } finally {
    checkout.savingOrder = false;
  }
  const search = typeof location === 'undefined' ? '' : location.search;
  navigate(withQuery(`/tracking?outbox_id=${encodeURIComponent(entry.id)}`, search));
  discardCreatedOrder();
  clearCheckout();
  resetOrder();
  // The service worker's side (src/app/pwa.ts) asks for Background Sync on this event too.
  if (typeof window !== 'undefined') window.dispatchEvent(new Event('comanda:outbox-queued'));
  void requestBackgroundSync();
  if (!offlineNow()) void drainNow();
  return entry;
}

/**
 * The summary submit for a chosen method. Online methods need the network; offline ones
 * complete online when they can and are queued when they cannot.
 */
export async function completeOrQueue(update: OrderUpdatePayload, method: PaymentMethod) {
  const order = checkout.createdOrder;
  if (isOnlineMethod(method)) {
    if (offlineNow() || isLocalOrder(order)) {
      reportFailure('orderSummarySubmit', new CheckoutError('offline.onlinePayment'));
      throw new CheckoutError('offline.onlinePayment');
    }
    await completeOrder(update);
    return;
  }
  try {
    if (isLocalOrder(order) || offlineNow()) {
      await queueOrder(update);
      return;
    }
    try {
      await updateOrder(update);
    } catch (error) {
      if (!isNetworkError(error)) throw error;
      await queueOrder(update);
      return;
    }
  } catch (error) {
    reportFailure('orderSummarySubmit', error);
    throw error;
  }
  // The same update again: the §4.5 hash rule skips the call and runs the completion.
  await completeOrder(update);
}
