// The combos of an order (§3 "Created order as read") with their modifiers, as priced by
// src/domain's priceCombos when the order was created: later catalogue edits never change them.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PricedCombo } from '../../../src/domain/order-totals';
import type { OrderComboRead } from '../../../src/domain/types';
import type { Database } from '../schema';

export async function insertOrderItems(
  db: Kysely<Database>,
  companyId: string,
  orderId: string,
  combos: readonly PricedCombo[],
): Promise<void> {
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
  if (items.length > 0) await db.insertInto('order_items').values(items).execute();
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
  if (modifiers.length > 0) await db.insertInto('order_item_modifiers').values(modifiers).execute();
}

export async function listOrderItems(
  db: Kysely<Database>,
  companyId: string,
  orderId: string,
): Promise<OrderComboRead[]> {
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
    .selectAll()
    .where('company_id', '=', companyId)
    .where(
      'order_item_id',
      'in',
      items.map((i) => i.id),
    )
    .orderBy('id')
    .execute();
  return items.map((item) => ({
    id: item.id,
    product_id: item.product_id,
    variant_id: item.variant_id,
    product_name: item.product_name,
    variant_name: item.variant_name,
    quantity: item.quantity,
    variant_price: item.variant_price,
    modifiers_price: item.modifiers_price,
    comment: item.comment,
    modifiers: modifiers
      .filter((m) => m.order_item_id === item.id)
      .map((m) => ({
        modifier_id: m.modifier_id,
        name: m.name,
        quantity: m.quantity,
        price: m.price,
      })),
  }));
}
