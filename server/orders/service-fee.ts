// The diner's choice about an optional service fee (issue [16/21] item 5): PATCH … {
// remove_service_fee } on a draft. The fee is priced again from the owner's settings with the one
// rule the storefront shows (src/domain/pricing.ts serviceFeeOf); removing a fee the owner did
// not make optional is refused, never silently ignored.
import type { Kysely } from 'kysely';
import { serviceFeeOf, serviceFeeRemovable } from '../../src/domain/pricing';
import type { ServiceType } from '../../src/domain/types';
import { getOrderSettings } from '../db/repositories/order-settings';
import { storedDiscounts } from '../db/repositories/orders';
import type { OrderRow } from '../db/repositories/orders';
import type { Database } from '../db/schema';
import type { OrderContext } from './context';
import { serviceKeyOf } from './context';
import { field, unprocessable } from './errors';
import { repriceDraft } from './reprice';

export const serviceFeeNotOptional = () =>
  unprocessable(
    'service_fee_not_optional',
    'This store does not let customers remove the service fee of this order type',
    field('remove_service_fee', 'the service fee is not optional'),
  );

/** The draft's new fee, total and repriced payment after the diner's choice. */
export async function serviceFeeChoice(
  db: Kysely<Database>,
  ctx: OrderContext,
  row: OrderRow,
  removed: boolean,
): Promise<{ service_fee: number; total: number; meta_data: string }> {
  const settings = await getOrderSettings(db, ctx.company.id);
  const entry = settings[serviceKeyOf(row.service_type as ServiceType)];
  // No fee at all: nothing to remove, and nothing refused.
  if (removed && (entry?.service_fee?.value ?? 0) > 0 && !serviceFeeRemovable(entry))
    throw serviceFeeNotOptional();
  const serviceFee = serviceFeeOf(entry, row.combos_price, removed);
  return repriceDraft(db, ctx, row, { discounts: storedDiscounts(row), serviceFee });
}
