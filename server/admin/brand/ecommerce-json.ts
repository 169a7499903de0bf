// The stored ecommerce_settings document of a company, read and written as the JSON it is, so
// a brand section changes its own keys and keeps every other one as it was (sections the
// storefront's repository fills from defaults stay absent until some save writes them).
import type { Kysely } from 'kysely';
import { isRecord, nowIso, readJson, toJson } from '../../db/json';
import type { Database } from '../../db/schema';

export async function readEcommerceJson(
  db: Kysely<Database>,
  companyId: string,
): Promise<Record<string, unknown>> {
  const row = await db
    .selectFrom('ecommerce_settings')
    .select('settings')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return readJson<Record<string, unknown>>(row?.settings, isRecord, {});
}

export async function writeEcommerceJson(
  db: Kysely<Database>,
  companyId: string,
  document: Record<string, unknown>,
): Promise<void> {
  const values = { company_id: companyId, settings: toJson(document), updated_at: nowIso() };
  await db
    .insertInto('ecommerce_settings')
    .values(values)
    .onConflict((oc) =>
      oc
        .column('company_id')
        .doUpdateSet({ settings: values.settings, updated_at: values.updated_at }),
    )
    .execute();
}
