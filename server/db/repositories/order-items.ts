// The combos of an order (§3 "Created order as read") with their modifiers, as priced by
// src/domain's priceCombos when the order was created: later catalogue edits never change them.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PricedCombo } from '../../../src/domain/order-totals';
import type { OrderComboRead } from '../../../src/domain/types';
import type { Database } from '../schema';

/**
 * Rows per INSERT. An order may hold LIMITS.orderLinesMax (200) lines of LIMITS.lineModifiersMax
 * (100) modifiers: 20,000 modifier rows of 7 values, far past SQLite's bound on parameters per
 * statement (32,766). 500 rows of at most 12 columns stay well under it, on PostgreSQL too.
 */
export const ORDER_ITEM_INSERT_CHUNK = 500;

async function insertChunked<T>(
  rows: readonly T[],
  insert: (chunk: readonly T[]) => Promise<unknown>,
): Promise<void> {
  // Sequential: inside a transaction the statements share one connection anyway.
  for (let i = 0; i < rows.length; i += ORDER_ITEM_INSERT_CHUNK)
    await insert(rows.slice(i, i + ORDER_ITEM_INSERT_CHUNK));
}

type ModifierRead = OrderComboRead['modifiers'][number];

/** One stored line as read (the one place its shape and key order are written down). */
function comboRead(
  item: Omit<OrderComboRead, 'modifiers'>,
  modifiers: ModifierRead[],
): OrderComboRead {
  return {
    id: item.id,
    product_id: item.product_id,
    variant_id: item.variant_id,
    product_name: item.product_name,
    variant_name: item.variant_name,
    quantity: item.quantity,
    variant_price: item.variant_price,
    modifiers_price: item.modifiers_price,
    comment: item.comment,
    modifiers,
  };
}

const modifierRead = (m: ModifierRead): ModifierRead => ({
  modifier_id: m.modifier_id,
  name: m.name,
  quantity: m.quantity,
  price: m.price,
});

/**
 * Stores the lines and their modifiers; returns them exactly as listOrderItems reads them back
 * (same values, same order), so the order just created can be answered without reading it.
 */
export async function insertOrderItems(
  db: Kysely<Database>,
  companyId: string,
  orderId: string,
  combos: readonly PricedCombo[],
): Promise<OrderComboRead[]> {
  const items = combos.map((c, position) => ({
    id: randomUUID(),
    company_id: companyId,
    order_id: orderId,
    product_id: c.product_id,
    variant_id: c.variant_id,
    product_name: c.product_name,
    variant_name: c.variant_name,
    quantity: c.quantity,
    variant_price: c.variant_price,
    modifiers_price: c.modifiers_price,
    comment: c.comment,
    position,
  }));
  await insertChunked(items, (chunk) => db.insertInto('order_items').values(chunk).execute());
  const modifiers = combos.flatMap((c, i) =>
    c.modifiers.map((m, j) => ({
      // Sortable within the item, so the modifiers read back in the order they were chosen.
      id: `${items[i]?.id ?? ''}:${String(j).padStart(3, '0')}`,
      company_id: companyId,
      order_item_id: items[i]?.id ?? '',
      modifier_id: m.modifier_id,
      name: m.name,
      quantity: m.quantity,
      price: m.price,
    })),
  );
  await insertChunked(modifiers, (chunk) =>
    db.insertInto('order_item_modifiers').values(chunk).execute(),
  );
  // Read back ordered by position, then modifier id: the insertion order, since ids are
  // `${item}:${000…}` (a line holds at most LIMITS.lineModifiersMax, so three digits sort).
  return items.map((item, i) => comboRead(item, (combos[i]?.modifiers ?? []).map(modifierRead)));
}

export async function listOrderItems(
  db: Kysely<Database>,
  companyId: string,
  orderId: string,
): Promise<OrderComboRead[]> {
  // Two plain queries: measured cheaper on SQLite than one join ordered across both tables.
  const items = await db
    .selectFrom('order_items')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
  if (items.length === 0) return [];
  const modifiers = await db
    .selectFrom('order_item_modifiers')
    .select(['order_item_id', 'modifier_id', 'name', 'quantity', 'price'])
    .where('company_id', '=', companyId)
    .where(
      'order_item_id',
      'in',
      items.map((i) => i.id),
    )
    .orderBy('id')
    .execute();
  // In id order, so each line's modifiers come in the order they were chosen.
  const byItem = new Map<string, ModifierRead[]>();
  for (const m of modifiers) {
    const list = byItem.get(m.order_item_id);
    if (list) list.push(modifierRead(m));
    else byItem.set(m.order_item_id, [modifierRead(m)]);
  }
  return items.map((item) => comboRead(item, byItem.get(item.id) ?? []));
}
