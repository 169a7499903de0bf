// Staff void a line of a table's round (issue [17/21]): a dish sent back or entered by mistake.
// The line leaves the order, which is priced again from what is left (the service fee in
// proportion, the stored discounts, an assigned payment repriced), and the void is kept with its
// reason for the tab and the audit log. A paid round is not changed here: its money would have
// to be refunded, which comes with the bill's payments. Stock is not given back: the dish may
// well have been made.
import type { Kysely } from 'kysely';
import { computeOrderTotals } from '../../src/domain/order-totals';
import { roundMinor } from '../../src/domain/pricing';
import type { ServiceType } from '../../src/domain/types';
import { toJson } from '../db/json';
import { listOrderItems } from '../db/repositories/order-items';
import { getOrderRow, metaData, storedDiscounts } from '../db/repositories/orders';
import type { OrderRow } from '../db/repositories/orders';
import { getPaymentMethod } from '../db/repositories/payment-methods';
import { getTab, holdTab } from '../db/repositories/tabs';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { recordKitchenAction } from '../kitchen/audit';
import { notFoundHere } from '../kitchen/errors';
import type { KitchenIdentity } from '../kitchen/identity';
import { loadOrderContext } from '../orders/context';
import { repriced } from '../orders/payment';
import { randomUUID } from 'node:crypto';

export const roundPaid = (): HttpError =>
  new HttpError(409, 'tab_round_paid', 'A paid round cannot be changed here');

async function repricedMeta(
  trx: Kysely<Database>,
  row: OrderRow,
  total: number,
  now: Date,
): Promise<string> {
  const meta = metaData(row);
  const previous = meta.assigned_payment;
  if (!previous) return row.meta_data;
  const ctx = await loadOrderContext(trx, row.company_id, now);
  const method = await getPaymentMethod(trx, row.company_id, previous.payment_method_id);
  const payment = repriced(ctx, row.service_type as ServiceType, previous, method, total);
  return toJson(payment ? { ...meta, assigned_payment: payment } : meta);
}

/** Voids one line of a round on an open tab; answers the order's row as it now stands. */
export async function voidRoundItem(
  db: Kysely<Database>,
  staff: Pick<KitchenIdentity, 'companyId' | 'session'>,
  itemId: string,
  reason: string,
  now: Date,
): Promise<{ row: OrderRow; qrId: string }> {
  const companyId = staff.companyId;
  return db.transaction().execute(async (trx) => {
    const item = await trx
      .selectFrom('order_items')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('id', '=', itemId)
      .executeTakeFirst();
    const row = item ? await getOrderRow(trx, companyId, item.order_id) : null;
    const tab = row?.tab_id ? await getTab(trx, companyId, row.tab_id) : null;
    if (!item || !row || !tab || row.status === 'CANCELLED' || row.status === 'INITIATED')
      throw notFoundHere('Item');
    if (!(await holdTab(trx, companyId, tab.id))) throw notFoundHere('Item');
    if (row.payment_status === 'paid') throw roundPaid();

    await trx
      .deleteFrom('order_item_modifiers')
      .where('company_id', '=', companyId)
      .where('order_item_id', '=', item.id)
      .execute();
    await trx
      .deleteFrom('order_items')
      .where('company_id', '=', companyId)
      .where('id', '=', item.id)
      .execute();
    const voidedAt = now.toISOString();
    await trx
      .insertInto('tab_voids')
      .values({
        id: randomUUID(),
        company_id: companyId,
        tab_id: tab.id,
        order_id: row.id,
        product_name: item.product_name,
        variant_name: item.variant_name,
        quantity: item.quantity,
        unit_price: item.variant_price + item.modifiers_price,
        reason,
        voided_at: voidedAt,
      })
      .execute();

    const left = await listOrderItems(trx, companyId, row.id);
    const combos = left.map((l) => ({
      variantPrice: l.variant_price,
      modifiersPrice: l.modifiers_price,
      quantity: l.quantity,
    }));
    const itemsLeft = computeOrderTotals({
      combos,
      deliveryPrice: 0,
      serviceFee: 0,
      discounts: [],
    }).combos_price;
    const serviceFee =
      row.combos_price > 0 ? roundMinor((row.service_fee * itemsLeft) / row.combos_price) : 0;
    const totals = computeOrderTotals({
      combos,
      deliveryPrice: row.delivery_price,
      serviceFee,
      discounts: storedDiscounts(row),
    });
    const changes = {
      total: totals.total,
      combos_price: totals.combos_price,
      service_fee: totals.service_fee,
      meta_data: await repricedMeta(trx, row, totals.total, now),
      updated_at: voidedAt,
    };
    await trx
      .updateTable('orders')
      .set(changes)
      .where('company_id', '=', companyId)
      .where('id', '=', row.id)
      .execute();
    await recordKitchenAction(trx, staff, {
      action: 'order.void_item',
      entityId: row.id,
      before: {
        public_id: row.public_id,
        item: item.product_name,
        quantity: item.quantity,
        total: row.total,
      },
      after: { reason, total: totals.total },
    });
    return { row: { ...row, ...changes }, qrId: tab.qr_id };
  });
}
