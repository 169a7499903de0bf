// The kitchen board's actions on orders, the order types and product stock.
import type { Kysely } from 'kysely';
import { allowedTransitions, awaitsPayment, canTransition } from '../../src/domain/order-status';
import type { Order, OrderStatus, ServiceType } from '../../src/domain/types';
import { getEcommerceSettings, saveEcommerceSettings } from '../db/repositories/ecommerce';
import { listKitchenOrders, setOrderStatus } from '../db/repositories/kitchen-orders';
import { ratingsOf } from '../db/repositories/ratings';
import { RATEABLE_STATUSES } from '../orders/rating';
import { getOrder, getOrderRow } from '../db/repositories/orders';
import { earnPoints } from '../orders/loyalty-points';
import { undoPlacement } from '../orders/placement';
import type { Database } from '../db/schema';
import { orderStatusOf } from '../../src/domain/order-status';
import type { OrderEventBus } from '../realtime/bus';
import { KitchenError, notFoundHere } from './errors';
import type { KitchenOrderType } from './schemas';
import { recordKitchenAction } from './audit';
import type { KitchenIdentity } from './identity';
import type { PaymentRecord } from '../db/repositories/payments';
import type { PaymentDeps } from '../payments/deps';
import { markRefundOnCancel, refundPayment } from '../payments/refunds';
import { listOrderPayments } from '../db/repositories/payments';
import { applyReport } from '../payments/outcome';
import { cancelAtProviders } from '../payments/void-intents';
import { isFinalPayment } from '../../src/domain/payment-state';

/** A cancelled order that was waiting for its payment: it was never paid. */
async function markUnpaid(
  trx: Kysely<Database>,
  companyId: string,
  orderId: string,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ payment_status: 'failed', updated_at: now.toISOString() })
    .where('company_id', '=', companyId)
    .where('id', '=', orderId)
    .where('payment_status', '=', 'payment_requested')
    .execute();
}

/** Finished and cancelled orders stay on the board this long. */
export const BOARD_WINDOW_MS = 12 * 3_600_000;

/** The board's orders; a delivered or finished one carries the diner's rating, once given. */
export async function boardOrders(
  db: Kysely<Database>,
  companyId: string,
  now = new Date(),
): Promise<Order[]> {
  const orders = await listKitchenOrders(db, companyId, new Date(now.getTime() - BOARD_WINDOW_MS));
  const rated = orders.filter((o) => RATEABLE_STATUSES.includes(o.status)).map((o) => o.id);
  const ratings = await ratingsOf(db, companyId, rated);
  return orders.map((order) => {
    const found = ratings.get(order.id);
    return found ? { ...order, rating: { rating: found.rating, comment: found.comment } } : order;
  });
}

function refusedTransition(
  from: OrderStatus,
  to: OrderStatus,
  serviceType: ServiceType,
  awaiting = false,
) {
  const allowed = allowedTransitions(from, serviceType, awaiting);
  const next = allowed.length > 0 ? `allowed: ${allowed.join(', ')}` : 'it is final';
  return new KitchenError(
    409,
    'transition_not_allowed',
    `A ${serviceType} order cannot go from ${from} to ${to} (${next})`,
    { errors: { status: [`not allowed from ${from}`] }, allowed },
  );
}

export async function moveOrder(
  db: Kysely<Database>,
  bus: OrderEventBus,
  identity: Pick<KitchenIdentity, 'companyId' | 'session'>,
  orderId: string,
  to: OrderStatus,
  payments: PaymentDeps,
  now = new Date(),
): Promise<Order> {
  const { companyId } = identity;
  let refund: PaymentRecord | null = null;
  const row = await getOrderRow(db, companyId, orderId);
  // A draft is the diner's quote, not an order: the kitchen never sees it.
  if (!row?.placed_at) throw notFoundHere('Order');
  const from = orderStatusOf(row.status);
  const serviceType = row.service_type as ServiceType;
  const awaiting = awaitsPayment(row);
  if (!canTransition(from, to, serviceType, awaiting))
    throw refusedTransition(from, to, serviceType, awaiting);
  const order = await db.transaction().execute(async (trx) => {
    if (!(await setOrderStatus(trx, companyId, orderId, from, to, now))) {
      const current = await getOrderRow(trx, companyId, orderId);
      throw refusedTransition(
        orderStatusOf(current?.status),
        to,
        serviceType,
        awaitsPayment(current ?? {}),
      );
    }
    // Points are earned once on FINALIZED; a cancelled order gives back what its placement took
    // (stock, its monthly slot, coupon use, spent points) and the points it earned.
    if (to === 'FINALIZED') await earnPoints(trx, companyId, orderId);
    if (to === 'CANCELLED') {
      await undoPlacement(trx, companyId, orderId);
      refund = await markRefundOnCancel(trx, companyId, orderId, now);
      // Nobody paid for it: its payment ends with it (the provider is told after the commit).
      if (awaiting) await markUnpaid(trx, companyId, orderId, now);
    }
    // In the activity log with the change, or neither (issue [16/21] item 13).
    await recordKitchenAction(trx, identity, {
      action: to === 'CANCELLED' ? 'order.cancel' : 'order.move',
      entityId: orderId,
      before: { public_id: row.public_id, status: from },
      after: { public_id: row.public_id, status: to },
    });
    return getOrder(trx, companyId, orderId);
  });
  // The payments it was waiting for are voided at their providers; money that arrived all the
  // same is refunded (server/payments/outcome.ts).
  if (to === 'CANCELLED' && awaiting) {
    const open = (await listOrderPayments(db, companyId, orderId)).filter(
      (p) => p.startedAt !== null && !isFinalPayment(p.state),
    );
    await cancelAtProviders(payments, open);
  }
  // The money goes back once the cancel is committed; the reconciliation job retries a failure.
  if (refund) {
    await refundPayment(payments, refund, now).catch((error: unknown) =>
      console.error('[kitchen] refund failed, the job will retry', error),
    );
  }
  if (!order) throw notFoundHere('Order');
  // A failed publish must not undo a committed change: the board's next read shows it anyway.
  await bus
    .publish({ event_type: 'ORDER_UPDATED', company_id: companyId, order })
    .catch((error: unknown) => console.error('[kitchen] publishing an order event failed', error));
  return order;
}

/** Pauses an order type for `minutes` (0 resumes it); returns the new disabled_until. */
export async function pauseOrderType(
  db: Kysely<Database>,
  identity: Pick<KitchenIdentity, 'companyId' | 'session'>,
  type: KitchenOrderType,
  minutes: number,
  now = new Date(),
): Promise<string | null> {
  const { companyId } = identity;
  const settings = await getEcommerceSettings(db, companyId);
  if (!settings) throw notFoundHere('Settings');
  const until = minutes > 0 ? new Date(now.getTime() + minutes * 60_000).toISOString() : null;
  // saveEcommerceSettings bumps the catalogue version, so prepared storefront answers refresh.
  await saveEcommerceSettings(db, companyId, {
    ...settings,
    [type]: { ...settings[type], disabled_until: until },
  });
  await recordKitchenAction(db, identity, {
    action: until === null ? 'order_type.resume' : 'order_type.pause',
    entityId: type,
    before: { disabled_until: settings[type].disabled_until },
    after: { disabled_until: until },
  });
  return until;
}

/**
 * 'Payment received' (issue [10/13]): the staff saw a static Pix arrive in their bank. The Pix
 * is the only payment nobody else can confirm; the order then goes to the kitchen like any paid
 * order (server/payments/outcome.ts).
 */
export async function confirmManualPayment(
  payments: PaymentDeps,
  companyId: string,
  orderId: string,
  now = new Date(),
): Promise<Order> {
  const waiting = (await listOrderPayments(payments.db, companyId, orderId)).find(
    (p) => p.providerKind === 'pix_static' && p.startedAt !== null && p.state === 'pending',
  );
  if (!waiting)
    throw new KitchenError(409, 'transition_not_allowed', 'This order is not waiting for a Pix');
  // The staff saw the bill arrive: the Pix code asked for exactly this amount.
  await applyReport(
    payments,
    waiting,
    { state: 'succeeded', received: { amount: waiting.amount, currency: waiting.currency } },
    now,
  );
  const order = await getOrder(payments.db, companyId, orderId);
  if (!order) throw notFoundHere('Order');
  return order;
}
