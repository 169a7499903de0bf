// POST /ms-orders/public/orders: §4.4 creates the order when the summary opens, so what it makes
// is a draft (INITIATED): a quote priced by the server from its own data (DESIGN rule 2). It
// checks that the order could be placed now (the store takes orders, the items are in stock) but
// takes nothing: stock, the monthly quota, coupon uses and points are taken by placement.ts.
// Runs inside the request's transaction (`trx`), and answers from what it wrote (the row, the
// lines, the client's address) instead of reading the order back: the same values in the same
// shape as getOrder, which the tests compare.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { LIMITS } from '../../src/domain/constants';
import { deliveryShortfall } from '../../src/domain/delivery-minimum';
import { qrDisplayName } from '../../src/domain/formatting';
import { comboPriceInputs, computeOrderTotals, priceCombos } from '../../src/domain/order-totals';
import { serviceFeeOf } from '../../src/domain/pricing';
import type { Order } from '../../src/domain/types';
import { listOrderProducts } from '../db/repositories/order-catalog';
import { getOrderSettings } from '../db/repositories/order-settings';
import { insertOrderItems } from '../db/repositories/order-items';
import { addressRead, insertOrder, orderOf } from '../db/repositories/orders';
import type { NewOrderRow } from '../db/repositories/orders';
import type { Database } from '../db/schema';
import { comboError } from './combo-errors';
import { loadOrderContext, serviceKeyOf } from './context';
import type { OrderContext } from './context';
import { orderDeliveryPrice } from './delivery';
import { field, unprocessable } from './errors';
import { orderAddress, orderClient, orderQr } from './parties';
import { refuseIfClosedOrPaused, refuseUnlessTakingOrders, scheduledInstant } from './refusals';
import type { OrderCreateRequest } from './schemas';
import { checkStock } from './stock';
import { claimByOrder, viewerFor } from '../clients/devices';
import { setOrderTab } from '../db/repositories/tabs';
import { authorizeDraft } from '../tabs/join';

/**
 * `context`: the company's order context, when the caller has just loaded it (the route does, to
 * answer 404 before the Idempotency-Key is looked at); read here, in `trx`, when absent. Its
 * `now` is the order's creation time.
 */
export async function createOrder(
  trx: Kysely<Database>,
  body: OrderCreateRequest,
  clientSecret: string | null,
  context?: OrderContext,
): Promise<Order> {
  if (body.status !== undefined && body.status !== 'INITIATED')
    throw unprocessable(
      'invalid_body',
      'An order is created with status INITIATED',
      field('status', 'not INITIATED'),
    );
  const ctx =
    context?.company.id === body.company_id
      ? context
      : await loadOrderContext(trx, body.company_id);
  const now = ctx.now;
  const companyId = ctx.company.id;
  const serviceType = body.service_type;
  const qr = await orderQr(trx, ctx, body.table_id, serviceType);
  refuseUnlessTakingOrders(ctx, serviceType, qr?.ordering_type ?? null);
  // A round for a tab with a table code needs it (issue [17/21]): refused before anything else.
  const tabId = await authorizeDraft(
    trx,
    companyId,
    { service_type: serviceType, table_id: qr?.id ?? null },
    { code: body.tab_code ?? null, clientSecret },
  );
  const scheduled = body.scheduled_delivery_date
    ? scheduledInstant(ctx, serviceType, body.scheduled_delivery_date)
    : null;
  refuseIfClosedOrPaused(ctx, serviceType, scheduled, 'create');

  // Only the products the order names (issue [12/13]); one missing from the menu is refused.
  const products = await listOrderProducts(
    trx,
    companyId,
    body.combos.map((c) => c.product_id),
  );
  const priced = priceCombos(products, body.combos);
  if (!priced.ok) throw comboError(priced.error);
  checkStock(products, priced.combos);
  const viewer = body.client_id
    ? await viewerFor(trx, companyId, body.client_id, clientSecret)
    : ({ kind: 'anonymous' } as const);
  const client = await orderClient(trx, ctx, body.client_id, serviceType, viewer);
  const combos = comboPriceInputs(priced.combos);
  const itemsTotal = computeOrderTotals({
    combos,
    deliveryPrice: 0,
    serviceFee: 0,
    discounts: [],
  }).combos_price;
  if (serviceType === 'DELIVERY') {
    const short = deliveryShortfall(ctx.settings.delivery.minimum_amount_to_allow, itemsTotal);
    if (short)
      throw unprocessable(
        'below_delivery_minimum',
        `Delivery orders need at least ${short.minimum} of items (${short.missing} more)`,
        { ...field('combos', 'below minimum_amount_to_allow'), params: { ...short } },
      );
  }
  const address = serviceType === 'DELIVERY' ? orderAddress(client, body.address_id) : null;
  const orderSettings = await getOrderSettings(trx, companyId);
  const totals = computeOrderTotals({
    combos,
    deliveryPrice: address ? orderDeliveryPrice(ctx, address, itemsTotal) : 0,
    serviceFee: serviceFeeOf(orderSettings[serviceKeyOf(serviceType)], itemsTotal),
    discounts: [],
  });
  // Catalogue prices × 100 of each product can pass 2^31, which a PostgreSQL integer refuses.
  if (totals.total > LIMITS.moneyMax)
    throw unprocessable(
      'invalid_body',
      'The order total is larger than an order may be',
      field('combos', `total above ${LIMITS.moneyMax}`),
    );

  const id = randomUUID();
  const at = now.toISOString();
  const row: NewOrderRow = {
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
    client_name: client?.name || null,
    client_phone: client?.phone_number ?? null,
    address_id: address?.id ?? null,
    // The QR's own name (§3 "order_title (the QR name)"); a title sent by the client is never
    // trusted, so an order cannot pose as another table on the kitchen board.
    order_title: qr ? qrDisplayName(qr) : null,
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
    placed_at: null,
    loyalty_points_earned: 0,
    placement: null,
  };
  const publicId = await insertOrder(trx, row);
  const lines = await insertOrderItems(trx, companyId, id, priced.combos);
  if (tabId) await setOrderTab(trx, companyId, id, tabId);
  // A client made before device secrets belongs to the first device that orders as it.
  await claimByOrder(trx, companyId, client?.id, viewer);
  // The row's address_id is the client's address (orderAddress), read in this transaction.
  return orderOf(
    { ...row, public_id: publicId, tab_id: tabId },
    lines,
    address ? addressRead(address) : null,
  );
}
