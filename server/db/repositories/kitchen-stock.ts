// The kitchen's out-of-stock switch. Out: stock tracking on, every variant at 0. Back: every
// variant at KITCHEN_RESTOCK units, tracking left on (the kitchen cannot know the real count, and
// 100 is what an untracked product counts as, §5.7 and docs/decisions.md).
import type { Kysely } from 'kysely';
import { flagOf } from '../json';
import type { Database } from '../schema';
import { bumpCatalogVersion } from './companies';

export const KITCHEN_RESTOCK = 100;

/** False when the company has no such product. */
export async function setProductAvailability(
  db: Kysely<Database>,
  companyId: string,
  productId: string,
  available: boolean,
): Promise<{ name: string } | null> {
  return db.transaction().execute(async (trx) => {
    const product = await trx
      .updateTable('products')
      .set({ stock_enabled: flagOf(true) })
      .where('company_id', '=', companyId)
      .where('id', '=', productId)
      .executeTakeFirst();
    if (product.numUpdatedRows === 0n) return null;
    await trx
      .updateTable('product_variants')
      .set({ stock: available ? KITCHEN_RESTOCK : 0 })
      .where('company_id', '=', companyId)
      .where('product_id', '=', productId)
      .execute();
    await bumpCatalogVersion(trx, companyId);
    const named = await trx
      .selectFrom('products')
      .select('name')
      .where('company_id', '=', companyId)
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    return { name: named.name };
  });
}
