// Company lookups for tenancy (§1: token subdomain or active custom domain) and the
// company record of §7.1.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { usageMonth } from '../../../src/domain/plans';
import type { Company } from '../../../src/domain/types';
import { boolOf, flagOf, nowIso } from '../json';
import type { Database } from '../schema';
import { companyFromRow, companyToRow, normalizeHost } from './company-row';
import type { CompanyInput } from './company-row';
import { setPasswordHash } from './login-sessions';
import { monthlyOrderCount } from './monthly-counts';

export type { CompanyInput } from './company-row';
export { normalizeHost } from './company-row';

export interface CompanyRef {
  id: string;
  token: string;
  menu_enabled: boolean;
}

export interface CompanySummary extends CompanyRef {
  name: string;
  domain_url: string | null;
  domain_registration_status: string | null;
}

export async function findCompanyByToken(
  db: Kysely<Database>,
  token: string,
): Promise<CompanyRef | null> {
  const row = await db
    .selectFrom('companies')
    .select(['id', 'token', 'menu_enabled'])
    .where('token', '=', token.toLowerCase())
    .executeTakeFirst();
  return row ? { id: row.id, token: row.token, menu_enabled: boolOf(row.menu_enabled) } : null;
}

/** Only a custom domain whose registration_status is 'active' resolves (§3 domain_settings). */
export async function findCompanyByDomain(
  db: Kysely<Database>,
  host: string,
): Promise<CompanyRef | null> {
  const row = await db
    .selectFrom('companies')
    .select(['id', 'token', 'menu_enabled'])
    .where('domain_url', '=', normalizeHost(host))
    .where('domain_registration_status', '=', 'active')
    .executeTakeFirst();
  return row ? { id: row.id, token: row.token, menu_enabled: boolOf(row.menu_enabled) } : null;
}

/** `order_limit_usage_count` is the count of orders placed in `now`'s month (company time). */
export async function getCompany(
  db: Kysely<Database>,
  companyId: string,
  now: Date = new Date(),
): Promise<Company | null> {
  const row = await db
    .selectFrom('companies')
    .selectAll()
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!row) return null;
  const count = await monthlyOrderCount(db, companyId, usageMonth(now, row.timezone));
  return companyFromRow(row, count);
}

export async function listCompanies(db: Kysely<Database>): Promise<CompanySummary[]> {
  const rows = await db
    .selectFrom('companies')
    .select(['id', 'token', 'name', 'menu_enabled', 'domain_url', 'domain_registration_status'])
    .orderBy('token')
    .execute();
  return rows.map((r) => ({ ...r, menu_enabled: boolOf(r.menu_enabled) }));
}

export async function createCompany(db: Kysely<Database>, input: CompanyInput): Promise<Company> {
  const row = companyToRow(input.id ?? randomUUID(), input, nowIso());
  await db.insertInto('companies').values(row).execute();
  // A new company has placed no orders yet.
  return companyFromRow(row, 0);
}

/** Replaces the editable fields of a company (id, token and catalog version are kept). */
export async function updateCompany(
  db: Kysely<Database>,
  companyId: string,
  input: CompanyInput,
): Promise<void> {
  const {
    id: _id,
    token: _token,
    catalog_version: _v,
    created_at: _c,
    ...fields
  } = companyToRow(companyId, input, nowIso());
  await db
    .updateTable('companies')
    .set({ ...fields, catalog_version: sql<number>`catalog_version + 1` })
    .where('id', '=', companyId)
    .execute();
}

/** Returns false when no company has that token. */
export async function setMenuEnabled(
  db: Kysely<Database>,
  token: string,
  enabled: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('companies')
    .set({
      menu_enabled: flagOf(enabled),
      updated_at: nowIso(),
      catalog_version: sql<number>`catalog_version + 1`,
    })
    .where('token', '=', token.toLowerCase())
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function bumpCatalogVersion(db: Kysely<Database>, companyId: string): Promise<void> {
  await db
    .updateTable('companies')
    .set({ catalog_version: sql<number>`catalog_version + 1`, updated_at: nowIso() })
    .where('id', '=', companyId)
    .execute();
}

export async function getCatalogVersion(
  db: Kysely<Database>,
  companyId: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('companies')
    .select('catalog_version')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row ? Number(row.catalog_version) : null;
}

export const setStaffPasswordHash = (
  db: Kysely<Database>,
  companyId: string,
  hash: string | null,
): Promise<void> => setPasswordHash(db, 'staff_password_hash', companyId, hash);
