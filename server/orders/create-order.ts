// POST /ms-orders/public/orders: the server prices the order from its own data (DESIGN rule 2)
// and takes stock and the monthly quota in the same transaction that inserts it.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { comboPriceInputs, computeOrderTotals, priceCombos } from '../../src/domain/order-totals';
import { serviceFeeOf } from '../../src/domain/pricing';
import type { Order } from '../../src/domain/types';
import { listCategories } from '../db/repositories/catalog';
import { getOrderSettings } from '../db/repositories/order-settings';
import { insertOrderItems } from '../db/repositories/order-items';
import { getOrder, insertOrder } from '../db/repositories/orders';
import type { Database } from '../db/schema';
import { comboError } from './combo-errors';
import { loadOrderContext, serviceKeyOf } from './context';
import { orderDeliveryPrice } from './delivery';
import { unprocessable } from './errors';
import { emitOrderChanged } from './events';
import { orderAddress, orderClient, orderQr } from './parties';
import { consumeOrderQuota, refreshCatalogue } from './quota';
import { refuseIfClosedOrPaused, refuseUnlessTakingOrders, scheduledInstant } from './refusals';
import type { OrderCreateRequest } from './schemas';
import { takeStock } from './stock';

export async function createOrder(
  db: Kysely<Database>,
  body: OrderCreateRequest,
  now: Date = new Date(),
): Promise<Order> {
  if (body.status !== undefined && body.status !== 'INITIATED')
    throw unprocessable('An order is created with status INITIATED', { status: ['not INITIATED'] });
  const ctx = await loadOrderContext(db, body.company_id, now);
  const companyId = ctx.company.id;
  const serviceType = body.service_type;
  const qr = await orderQr(db, ctx, body.table_id, serviceType);
  refuseUnlessTakingOrders(ctx, serviceType, qr?.ordering_type ?? null);
  const scheduled = body.scheduled_delivery_date
    ? scheduledInstant(ctx, serviceType, body.scheduled_delivery_date)
    : null;
  refuseIfClosedOrPaused(ctx, serviceType, scheduled, 'create');

  const catalogue = await listCategories(db, companyId);
  const priced = priceCombos(catalogue, body.combos);
  if (!priced.ok) throw comboError(priced.error);
  const client = await orderClient(db, ctx, body.client_id, serviceType);
  const address = serviceType === 'DELIVERY' ? orderAddress(client, body.address_id) : null;
  const combos = comboPriceInputs(priced.combos);
  const itemsTotal = computeOrderTotals({
    combos,
    deliveryPrice: 0,
    serviceFee: 0,
    discounts: [],
  }).combos_price;
  const minimum = ctx.settings.delivery.minimum_amount_to_allow;
  if (address && itemsTotal < minimum)
    throw unprocessable(`Delivery orders need at least ${minimum} (minor units) of items`, {
      combos: ['below minimum_amount_to_allow'],
    });
  const orderSettings = await getOrderSettings(db, companyId);
  const totals = computeOrderTotals({
    combos,
    deliveryPrice: address ? orderDeliveryPrice(ctx, address, itemsTotal) : 0,
    serviceFee: serviceFeeOf(orderSettings[serviceKeyOf(serviceType)], itemsTotal),
    discounts: [],
  });

  const id = randomUUID();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await consumeOrderQuota(trx, ctx.company);
    if (await takeStock(trx, companyId, catalogue, priced.combos))
      await refreshCatalogue(trx, companyId);
    await insertOrder(trx, {
      id,
      company_id: companyId,
      status: 'INITIATED',
      payment_status: null,
      source: 'INBOUND',
      service_type: serviceType,
      currency: ctx.company.currency.code,
      country_code: ctx.company.country.country_code,
      timezone: ctx.company.timezone,
      total: totals.total,
      combos_price: totals.combos_price,
      delivery_price: totals.delivery_price,
      service_fee: totals.service_fee,
      discounts: '[]',
      client_id: client?.id ?? null,
      client_name: client?.name ?? null,
      client_phone: client?.phone_number ?? null,
      address_id: address?.id ?? null,
      order_title: body.order_title ?? qr?.name ?? null,
      table_id: qr?.id ?? null,
      comment: null,
      utm_source: body.utm_source ?? null,
      utm_campaign: body.utm_campaign ?? null,
      scheduled_delivery_date: body.scheduled_delivery_date ?? null,
      meta_data: '{}',
      // Replays go through idempotency_keys; a key purged after 48 h must not block a new order.
      idempotency_key: null,
      created_at: at,
      updated_at: at,
    });
    await insertOrderItems(trx, companyId, id, priced.combos);
  });
  const order = await getOrder(db, companyId, id);
  if (!order) throw new Error(`Order ${id} vanished after its insert`);
  emitOrderChanged(order, 'ORDER_CREATED');
  return order;
}
