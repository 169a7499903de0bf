// A tab's rounds as the table sees them (issue [17/21]): the placed orders carrying the tab's id,
// their lines and modifiers. Only what the phones at the table may see is read: the name a
// diner gave, never a phone number.
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export interface RoundModifier {
  name: string;
  quantity: number;
  price: number;
}

export interface RoundItem {
  id: string;
  product_id: string;
  variant_id: string;
  product_name: string;
  variant_name: string | null;
  quantity: number;
  /** Unit price of the variant plus its modifiers, in minor units. */
  unit_price: number;
  comment: string | null;
  modifiers: RoundModifier[];
}

export interface RoundRow {
  order_id: string;
  public_id: string;
  placed_at: string;
  status: string;
  payment_status: string | null;
  client_name: string | null;
  total: number;
  items: RoundItem[];
}

export async function listRounds(
  db: Kysely<Database>,
  companyId: string,
  tabIds: readonly string[],
): Promise<Map<string, RoundRow[]>> {
  const byTab = new Map<string, RoundRow[]>(tabIds.map((id) => [id, []]));
  if (tabIds.length === 0) return byTab;
  const orders = await db
    .selectFrom('orders')
    .select([
      'id',
      'tab_id',
      'public_id',
      'placed_at',
      'status',
      'payment_status',
      'client_name',
      'total',
    ])
    .where('company_id', '=', companyId)
    .where('tab_id', 'in', tabIds)
    .where('placed_at', 'is not', null)
    .where('status', '!=', 'INITIATED')
    .orderBy('placed_at')
    .orderBy('id')
    .execute();
  const items = await roundItems(
    db,
    companyId,
    orders.map((o) => o.id),
  );
  for (const order of orders) {
    if (order.tab_id === null || order.placed_at === null) continue;
    byTab.get(order.tab_id)?.push({
      order_id: order.id,
      public_id: order.public_id,
      placed_at: order.placed_at,
      status: order.status,
      payment_status: order.payment_status,
      client_name: order.client_name,
      total: order.total,
      items: items.get(order.id) ?? [],
    });
  }
  return byTab;
}

async function roundItems(
  db: Kysely<Database>,
  companyId: string,
  orderIds: readonly string[],
): Promise<Map<string, RoundItem[]>> {
  const byOrder = new Map<string, RoundItem[]>();
  if (orderIds.length === 0) return byOrder;
  const lines = await db
    .selectFrom('order_items')
    .select([
      'id',
      'order_id',
      'product_id',
      'variant_id',
      'product_name',
      'variant_name',
      'quantity',
      'variant_price',
      'modifiers_price',
      'comment',
    ])
    .where('company_id', '=', companyId)
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('position')
    .execute();
  if (lines.length === 0) return byOrder;
  const modifiers = await db
    .selectFrom('order_item_modifiers')
    .select(['order_item_id', 'name', 'quantity', 'price'])
    .where('company_id', '=', companyId)
    .where(
      'order_item_id',
      'in',
      lines.map((l) => l.id),
    )
    .execute();
  const byLine = new Map<string, RoundModifier[]>();
  for (const m of modifiers) {
    const list = byLine.get(m.order_item_id) ?? [];
    list.push({ name: m.name, quantity: m.quantity, price: m.price });
    byLine.set(m.order_item_id, list);
  }
  for (const line of lines) {
    const list = byOrder.get(line.order_id) ?? [];
    list.push({
      id: line.id,
      product_id: line.product_id,
      variant_id: line.variant_id,
      product_name: line.product_name,
      variant_name: line.variant_name,
      quantity: line.quantity,
      unit_price: line.variant_price + line.modifiers_price,
      comment: line.comment,
      modifiers: byLine.get(line.id) ?? [],
    });
    byOrder.set(line.order_id, list);
  }
  return byOrder;
}

export interface VoidedItem {
  order_id: string;
  product_name: string;
  variant_name: string | null;
  quantity: number;
  unit_price: number;
  reason: string;
  voided_at: string;
}

/** The lines staff voided on these tabs, oldest first. */
export async function listVoids(
  db: Kysely<Database>,
  companyId: string,
  tabIds: readonly string[],
): Promise<(VoidedItem & { tab_id: string })[]> {
  if (tabIds.length === 0) return [];
  return db
    .selectFrom('tab_voids')
    .select([
      'tab_id',
      'order_id',
      'product_name',
      'variant_name',
      'quantity',
      'unit_price',
      'reason',
      'voided_at',
    ])
    .where('company_id', '=', companyId)
    .where('tab_id', 'in', tabIds)
    .orderBy('voided_at')
    .execute();
}
