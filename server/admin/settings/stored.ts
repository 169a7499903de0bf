// Reading what the settings sections edit: the company's row and its ecommerce settings, both
// scoped by company id; a missing company is 404 company_not_found.
import type { Kysely, Selectable } from 'kysely';
import { defaultEcommerceSettings } from '../../db/defaults';
import { getEcommerceSettings } from '../../db/repositories/ecommerce';
import type { Database } from '../../db/schema';
import type { CompaniesTable } from '../../db/schema-catalog';
import { KitchenError } from '../../kitchen/errors';
import type { EcommerceSettings } from '../../../src/domain/types';

export const companyMissing = (): KitchenError =>
  new KitchenError(404, 'company_not_found', 'Company not found');

export async function companyRow(
  db: Kysely<Database>,
  companyId: string,
): Promise<Selectable<CompaniesTable>> {
  const row = await db
    .selectFrom('companies')
    .selectAll()
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!row) throw companyMissing();
  return row;
}

/** The company's ecommerce settings, completed from the defaults when it has none stored yet. */
export async function ecommerceOf(
  db: Kysely<Database>,
  companyId: string,
): Promise<EcommerceSettings> {
  const stored = await getEcommerceSettings(db, companyId);
  if (stored) return stored;
  const { name } = await companyRow(db, companyId);
  return defaultEcommerceSettings(name);
}
