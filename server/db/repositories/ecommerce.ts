// Ecommerce settings (§3) are one JSON document per company, always read and written whole.
import type { Kysely } from 'kysely';
import type { EcommerceSettings } from '../../../src/domain/types';
import { defaultEcommerceSettings } from '../defaults';
import { isRecord, nowIso, readJson, toJson } from '../json';
import type { Database } from '../schema';
import { bumpCatalogVersion } from './companies';

const SECTIONS = ['delivery', 'onsite', 'takeaway', 'table', 'layout_settings'] as const;

/**
 * Sections missing from the stored blob (an older or hand-edited row) are filled from the
 * defaults, so the storefront always receives the complete §3 shape.
 */
function complete(stored: Record<string, unknown>, companyName: string): EcommerceSettings {
  const defaults = defaultEcommerceSettings(companyName);
  const merged: Record<string, unknown> = { ...defaults, ...stored };
  for (const key of SECTIONS) {
    const value = stored[key];
    merged[key] = isRecord(value) ? { ...defaults[key], ...value } : defaults[key];
  }
  if (typeof merged.checkout_type !== 'string') merged.checkout_type = defaults.checkout_type;
  return merged as unknown as EcommerceSettings;
}

export async function getEcommerceSettings(
  db: Kysely<Database>,
  companyId: string,
): Promise<EcommerceSettings | null> {
  const row = await db
    .selectFrom('ecommerce_settings')
    .innerJoin('companies', 'companies.id', 'ecommerce_settings.company_id')
    .select(['ecommerce_settings.settings', 'companies.name'])
    .where('ecommerce_settings.company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) return null;
  return complete(readJson<Record<string, unknown>>(row.settings, isRecord, {}), row.name);
}

export async function saveEcommerceSettings(
  db: Kysely<Database>,
  companyId: string,
  settings: EcommerceSettings,
): Promise<void> {
  const values = { company_id: companyId, settings: toJson(settings), updated_at: nowIso() };
  await db
    .insertInto('ecommerce_settings')
    .values(values)
    .onConflict((oc) =>
      oc
        .column('company_id')
        .doUpdateSet({ settings: values.settings, updated_at: values.updated_at }),
    )
    .execute();
  // Prepared storefront responses are keyed by this version, settings included.
  await bumpCatalogVersion(db, companyId);
}
