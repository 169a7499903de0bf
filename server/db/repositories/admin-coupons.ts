// The back office's reads and writes of a company's coupons (issue [11/13]). Every write is a
// compare-and-set on the row's version, scoped by company (server/db/repositories/
// admin-categories.ts does the same for categories). Codes are stored trimmed and upper-cased,
// the form findCouponByCode looks them up in, so uniqueness is case-insensitive.
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { CouponInput } from '../../../src/domain/brand-schemas';
import { boolOf, flagOf } from '../json';
import type { CouponsTable, Database } from '../schema';
import { deleteIfVersion, updateIfVersion } from './versioned-rows';

/** A coupon as the back office shows it: the §3 Coupon plus its row version. */
export interface AdminCoupon {
  id: string;
  code: string;
  discount_type: 'percentage' | 'fixed';
  value: number;
  usage_limit: number;
  coupons_used: number;
  min_amount: number;
  published: boolean;
  active: boolean;
  start_date: string | null;
  end_date: string | null;
  version: number;
}

const toCoupon = (row: Selectable<CouponsTable>): AdminCoupon => ({
  id: row.id,
  code: row.code,
  discount_type: row.discount_type === 'fixed' ? 'fixed' : 'percentage',
  value: Number(row.value),
  usage_limit: Number(row.usage_limit),
  coupons_used: Number(row.coupons_used),
  min_amount: Number(row.min_amount),
  published: boolOf(row.published),
  active: boolOf(row.active),
  start_date: row.start_date,
  end_date: row.end_date,
  version: Number(row.version),
});

const columns = (input: CouponInput) => ({
  code: input.code.trim().toUpperCase(),
  discount_type: input.discount_type,
  value: input.value,
  usage_limit: input.usage_limit,
  min_amount: input.min_amount,
  published: flagOf(input.published),
  active: flagOf(input.active),
  start_date: input.start_date,
  end_date: input.end_date,
});

/** The company's coupons by code. */
export async function listAdminCoupons(
  db: Kysely<Database>,
  companyId: string,
): Promise<AdminCoupon[]> {
  const rows = await db
    .selectFrom('coupons')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('code')
    .orderBy('id')
    .execute();
  return rows.map(toCoupon);
}

/** One coupon of the company, or undefined (another company's id is undefined too). */
export async function findAdminCoupon(
  db: Kysely<Database>,
  companyId: string,
  id: string,
): Promise<AdminCoupon | undefined> {
  const row = await db
    .selectFrom('coupons')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toCoupon(row) : undefined;
}

/** Whether another coupon of the company has this code (compared upper-cased). */
export async function couponCodeTaken(
  db: Kysely<Database>,
  companyId: string,
  code: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('coupons')
    .select('id')
    .where('company_id', '=', companyId)
    .where('code', '=', code.trim().toUpperCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertAdminCoupon(
  db: Kysely<Database>,
  companyId: string,
  input: CouponInput,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('coupons')
    .values({ id, company_id: companyId, coupons_used: 0, version: 1, ...columns(input) })
    .execute();
  return id;
}

/** Writes the coupon if it is still at expectedVersion (version + 1); false otherwise. */
export async function updateCouponIfVersion(
  db: Kysely<Database>,
  companyId: string,
  id: string,
  expectedVersion: number,
  input: CouponInput,
): Promise<boolean> {
  return updateIfVersion(db, 'coupons', { companyId, id, expectedVersion }, columns(input));
}

export async function deleteCouponIfVersion(
  db: Kysely<Database>,
  companyId: string,
  id: string,
  expectedVersion: number,
): Promise<boolean> {
  return deleteIfVersion(db, 'coupons', { companyId, id, expectedVersion });
}
