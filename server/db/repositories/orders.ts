// §3 Order rows. Every query takes the company id: another company's order id reads as absent.
import type { Kysely, Selectable, Updateable } from 'kysely';
import type {
  AssignedPayment,
  ClientAddress,
  Order,
  OrderComboRead,
  OrderDiscount,
  OrderStatus,
  PaymentStatus,
  ServiceType,
} from '../../../src/domain/types';
import { orderStatusOf } from '../../../src/domain/order-status';
import { isRecord, readJson, toJson } from '../json';
import type { Database, OrdersTable } from '../schema';
import { listOrderItems } from './order-items';
import { withFreshPublicId } from './public-ids';

/** A discount as stored: the §3 fields plus what is needed to undo it (coupon or reward). */
export interface StoredDiscount extends OrderDiscount {
  source_id: string;
  /** Loyalty points the reward consumed. */
  points?: number;
}

export type OrderRow = Selectable<OrdersTable>;
export type NewOrderRow = Omit<OrderRow, 'public_id' | 'tab_id'>;

const isDiscountList = (v: unknown): boolean =>
  Array.isArray(v) && v.every((d) => isRecord(d) && typeof d.value === 'number');

export function storedDiscounts(row: Pick<OrderRow, 'discounts'>): StoredDiscount[] {
  return readJson<StoredDiscount[]>(row.discounts, isDiscountList, []);
}

export function metaData(row: Pick<OrderRow, 'meta_data'>): Order['meta_data'] {
  return readJson<Order['meta_data']>(row.meta_data, isRecord, {});
}

/** Inserts the order under a fresh public id; returns that id. */
export async function insertOrder(db: Kysely<Database>, row: NewOrderRow): Promise<string> {
  return withFreshPublicId(async (public_id) => {
    const result = await db
      .insertInto('orders')
      .values({ ...row, public_id })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
  });
}

export async function getOrderRow(
  db: Kysely<Database>,
  companyId: string,
  orderId: string,
): Promise<OrderRow | null> {
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', orderId)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Changes an order the storefront may still edit (INITIATED, no payment requested) and returns
 * it as it now is (RETURNING: what a read in the same transaction would answer). Null when it no
 * longer is editable, e.g. a concurrent request placed it first.
 */
export async function updateOpenOrder(
  db: Kysely<Database>,
  companyId: string,
  orderId: string,
  changes: Updateable<OrdersTable>,
): Promise<OrderRow | null> {
  const row = await db
    .updateTable('orders')
    .set(changes)
    .where('company_id', '=', companyId)
    .where('id', '=', orderId)
    .where('status', '=', 'INITIATED')
    // A draft whose online payment failed is a draft again (src/domain/payment-state.ts).
    .where((eb) => eb.or([eb('payment_status', 'is', null), eb('payment_status', '=', 'failed')]))
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

async function addressOf(
  db: Kysely<Database>,
  companyId: string,
  addressId: string | null,
): Promise<ClientAddress | null> {
  if (addressId === null) return null;
  const row = await db
    .selectFrom('client_addresses')
    .select([
      'id',
      'address',
      'complement',
      'reference',
      'area_id',
      'area_name',
      'latitude',
      'longitude',
    ])
    .where('company_id', '=', companyId)
    .where('id', '=', addressId)
    .executeTakeFirst();
  return row ?? null;
}

const publicDiscount = ({ modality, description, type, value }: StoredDiscount): OrderDiscount => ({
  modality,
  description,
  type,
  value,
});

/** A stored address as an order reads it (the columns addressOf selects, in its order). */
export const addressRead = (a: ClientAddress): ClientAddress => ({
  id: a.id,
  address: a.address,
  complement: a.complement,
  reference: a.reference,
  area_id: a.area_id,
  area_name: a.area_name,
  latitude: a.latitude,
  longitude: a.longitude,
});

/**
 * The order as §3 "Created order as read" and "Tracking order" describe it, from its row, its
 * lines (listOrderItems) and its address (the row's address_id, read or just written). The one
 * place the answer's shape and key order are written down.
 */
export function orderOf(
  row: OrderRow,
  combos: OrderComboRead[],
  address: ClientAddress | null,
): Order {
  const meta = metaData(row);
  return {
    id: row.id,
    public_id: row.public_id,
    company_id: row.company_id,
    status: orderStatusOf(row.status) satisfies OrderStatus,
    payment_status: (row.payment_status as PaymentStatus | null) ?? null,
    source: row.source,
    service_type: row.service_type as ServiceType,
    currency: row.currency,
    total: row.total,
    combos_price: row.combos_price,
    delivery_price: row.delivery_price,
    service_fee: row.service_fee,
    combos,
    discounts: storedDiscounts(row).map(publicDiscount),
    client:
      row.client_name !== null
        ? { name: row.client_name, phone_number: row.client_phone ?? '' }
        : null,
    client_id: row.client_id,
    address,
    order_title: row.order_title,
    table_id: row.table_id,
    comment: row.comment,
    scheduled_delivery_date: row.scheduled_delivery_date,
    meta_data: meta.assigned_payment
      ? { assigned_payment: meta.assigned_payment satisfies AssignedPayment }
      : {},
    created_at: row.created_at,
    updated_at: row.updated_at,
    placed_at: row.placed_at,
    loyalty_points_earned: row.loyalty_points_earned,
  };
}

/** The order of a row just read or written: its lines and address are read. */
export async function orderFromRow(db: Kysely<Database>, row: OrderRow): Promise<Order> {
  const [combos, address] = await Promise.all([
    listOrderItems(db, row.company_id, row.id),
    addressOf(db, row.company_id, row.address_id),
  ]);
  return orderOf(row, combos, address);
}

export async function getOrder(
  db: Kysely<Database>,
  companyId: string,
  orderId: string,
): Promise<Order | null> {
  const row = await getOrderRow(db, companyId, orderId);
  return row ? orderFromRow(db, row) : null;
}

export const discountsJson = (discounts: readonly StoredDiscount[]): string => toJson(discounts);
