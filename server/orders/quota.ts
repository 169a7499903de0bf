// §6 monthly order limit, enforced in the creating transaction: the conditional increment is
// the check, so two orders racing for the last slot cannot both pass.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { planGates } from '../../src/domain/plans';
import type { Company } from '../../src/domain/types';
import { bumpCatalogVersion } from '../db/repositories/companies';
import type { Database } from '../db/schema';
import { conflict } from './errors';
import { MONTHLY_LIMIT_MESSAGE } from './refusals';

export async function consumeOrderQuota(trx: Kysely<Database>, company: Company): Promise<void> {
  const { monthlyOrderLimit } = planGates(company);
  let update = trx
    .updateTable('companies')
    .set({ order_limit_usage_count: sql<number>`order_limit_usage_count + 1` })
    .where('id', '=', company.id);
  if (monthlyOrderLimit !== null)
    update = update.where('order_limit_usage_count', '<', monthlyOrderLimit);
  const result = await update.executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw conflict(MONTHLY_LIMIT_MESSAGE);
}

/** The categories cache is keyed by catalog_version, so stock changes must bump it. */
export const refreshCatalogue = (trx: Kysely<Database>, companyId: string): Promise<void> =>
  bumpCatalogVersion(trx, companyId);
