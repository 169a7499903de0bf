// PATCH …/orders/{orderId} (§3 update payload, §4.5). The storefront may set the comment, the
// scheduled date, the payment and an optional service fee's removal of its draft, and place it ('payment_requested'): placement.ts
// then takes stock, quota, coupon and points in this same transaction. Every amount is
// recomputed here. Once placed, the order belongs to the kitchen.
import type { Kysely, Updateable } from 'kysely';
import { OFFLINE_PAYMENT_STATUS } from '../../src/domain/constants';
import { isEditableDraft } from '../../src/domain/payment-state';
import type { OrderUpdateBody } from '../../src/domain/validation-api';
import type { Order, ServiceType } from '../../src/domain/types';
import { getPaymentMethod } from '../db/repositories/payment-methods';
import { getOrderRow, metaData, orderFromRow, updateOpenOrder } from '../db/repositories/orders';
import type { OrderRow } from '../db/repositories/orders';
import type { Database, OrdersTable } from '../db/schema';
import { toJson } from '../db/json';
import type { OrderContext } from './context';
import { loadOrderContext, serviceKeyOf } from './context';
import { field, missing, paymentInProgress, unprocessable } from './errors';
import { assignedPayment } from './payment';
import { alreadyPlaced, notOpenAnymore, placeOrder, refuseUnlessPlaceable } from './placement';
import { scheduledInstant } from './refusals';
import { serviceFeeChoice } from './service-fee';
import { paysAtTheEnd } from '../tabs/pay-at-end';

/** The order while the storefront may still change it (§4.5 happens before completion). */
export async function openOrder(
  db: Kysely<Database>,
  companyId: string,
  orderId: string,
): Promise<OrderRow> {
  const row = await getOrderRow(db, companyId, orderId);
  if (!row) throw missing('Order');
  if (row.status === 'INITIATED' && row.payment_status === 'payment_requested')
    throw paymentInProgress();
  if (!isEditableDraft(row.status, row.payment_status)) throw alreadyPlaced();
  return row;
}

async function paymentChange(
  db: Kysely<Database>,
  ctx: OrderContext,
  row: OrderRow,
  body: NonNullable<OrderUpdateBody['meta_data']>,
): Promise<string> {
  const sent = body.assigned_payment;
  const method = await getPaymentMethod(db, ctx.company.id, sent.payment_method_id);
  const serviceType = row.service_type as ServiceType;
  if (!method || method.service_key !== serviceKeyOf(serviceType))
    throw unprocessable(
      'payment_method_unknown',
      `Unknown payment method for ${serviceType} orders`,
      field('meta_data.assigned_payment.payment_method_id', 'unknown payment method'),
    );
  const assigned = assignedPayment(ctx, serviceType, method, row.total, sent);
  return toJson({ ...metaData(row), assigned_payment: assigned });
}

export async function updateOrder(
  trx: Kysely<Database>,
  companyId: string,
  orderId: string,
  body: OrderUpdateBody,
  now: Date = new Date(),
): Promise<Order> {
  const ctx = await loadOrderContext(trx, companyId, now);
  const row = await openOrder(trx, companyId, orderId);
  const serviceType = row.service_type as ServiceType;
  const changes: Updateable<OrdersTable> = { updated_at: now.toISOString() };
  if (body.comment !== undefined) changes.comment = body.comment?.trim() || null;
  if (body.scheduled_delivery_date !== undefined) {
    if (body.scheduled_delivery_date !== null)
      scheduledInstant(ctx, serviceType, body.scheduled_delivery_date);
    changes.scheduled_delivery_date = body.scheduled_delivery_date;
  }
  // The fee first: a payment sent with it is priced on the new total.
  let priced = row;
  if (body.remove_service_fee !== undefined) {
    const fee = await serviceFeeChoice(trx, ctx, row, body.remove_service_fee);
    Object.assign(changes, fee);
    priced = { ...row, ...fee };
  }
  if (body.meta_data) changes.meta_data = await paymentChange(trx, ctx, priced, body.meta_data);
  let updated: OrderRow | null;
  if (body.status === undefined) {
    updated = await updateOpenOrder(trx, companyId, orderId, changes);
    if (!updated) throw await notOpenAnymore(trx, companyId, orderId);
  } else {
    if (body.status !== OFFLINE_PAYMENT_STATUS)
      throw unprocessable(
        'order_status_not_allowed',
        `The storefront may only set status ${OFFLINE_PAYMENT_STATUS}`,
        field('status', 'not allowed'),
      );
    const scheduled =
      changes.scheduled_delivery_date !== undefined
        ? changes.scheduled_delivery_date
        : row.scheduled_delivery_date;
    refuseUnlessPlaceable(ctx, row, scheduled);
    // A payment sent with this request was just assigned (paymentChange); only the stored
    // one needs reading.
    if (
      changes.meta_data === undefined &&
      !metaData(row).assigned_payment &&
      !(await paysAtTheEnd(trx, companyId, row))
    )
      throw unprocessable(
        'payment_method_required',
        'Choose a payment method before requesting payment',
        field('meta_data.assigned_payment', 'required'),
      );
    updated = await placeOrder(
      trx,
      ctx,
      row,
      { ...changes, payment_status: OFFLINE_PAYMENT_STATUS, status: 'PENDING' },
      body.tab_code ?? null,
    );
  }
  // The row as the update left it (RETURNING): no need to read it again.
  return orderFromRow(trx, updated);
}
