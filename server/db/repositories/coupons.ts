// §3 Coupon and the published-coupons list of §7.3.
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Coupon } from '../../../src/domain/types';
import { boolOf, flagOf } from '../json';
import type { CouponsTable, Database } from '../schema';

export type CouponInput = Omit<Coupon, 'id'> & { id?: string };

function couponFromRow(row: Selectable<CouponsTable>): Coupon {
  return {
    id: row.id,
    code: row.code,
    discount_type: row.discount_type === 'fixed' ? 'fixed' : 'percentage',
    value: row.value,
    usage_limit: row.usage_limit,
    coupons_used: row.coupons_used,
    min_amount: row.min_amount,
    published: boolOf(row.published),
    active: boolOf(row.active),
    start_date: row.start_date,
    end_date: row.end_date,
  };
}

/** Published coupons, active or not: the storefront decides validity by date and usage (§5.5). */
export async function listPublishedCoupons(
  db: Kysely<Database>,
  companyId: string,
): Promise<Coupon[]> {
  const rows = await db
    .selectFrom('coupons')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('published', '=', 1)
    .orderBy('code')
    .execute();
  return rows.map(couponFromRow);
}

/** Code lookup is case-insensitive: codes are stored upper-cased. */
export async function findCouponByCode(
  db: Kysely<Database>,
  companyId: string,
  code: string,
): Promise<Coupon | null> {
  const row = await db
    .selectFrom('coupons')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('code', '=', code.trim().toUpperCase())
    .executeTakeFirst();
  return row ? couponFromRow(row) : null;
}

export async function getCoupon(
  db: Kysely<Database>,
  companyId: string,
  couponId: string,
): Promise<Coupon | null> {
  const row = await db
    .selectFrom('coupons')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', couponId)
    .executeTakeFirst();
  return row ? couponFromRow(row) : null;
}

export async function insertCoupons(
  db: Kysely<Database>,
  companyId: string,
  coupons: CouponInput[],
): Promise<void> {
  const rows = coupons.map((c) => ({
    id: c.id ?? randomUUID(),
    company_id: companyId,
    code: c.code.trim().toUpperCase(),
    discount_type: c.discount_type,
    value: c.value,
    usage_limit: c.usage_limit,
    coupons_used: c.coupons_used,
    min_amount: c.min_amount,
    published: flagOf(c.published),
    active: flagOf(c.active),
    start_date: c.start_date,
    end_date: c.end_date,
  }));
  if (rows.length > 0) await db.insertInto('coupons').values(rows).execute();
}

/** Moves the validity window of every coupon of a company (the demo clock refresh uses it). */
export async function setCouponWindow(
  db: Kysely<Database>,
  companyId: string,
  start: string | null,
  end: string | null,
): Promise<void> {
  await db
    .updateTable('coupons')
    .set({ start_date: start, end_date: end })
    .where('company_id', '=', companyId)
    .execute();
}
