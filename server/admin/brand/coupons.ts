// The company's coupons in the back office (issue [11/13]): codes unique per company once trimmed
// and upper-cased (409 coupon_exists), and the published-coupons window (companies.
// coupon_published) as a settings section of its own. Bodies are validated by
// src/domain/brand-schemas.ts (CouponBody, CouponUpdateBody, CouponPublishedBody).
import type { Kysely } from 'kysely';
import type { CouponInput } from '../../../src/domain/brand-schemas';
import type { Company } from '../../../src/domain/types';
import {
  couponCodeTaken,
  deleteCouponIfVersion,
  findAdminCoupon,
  insertAdminCoupon,
  listAdminCoupons,
  updateCouponIfVersion,
} from '../../db/repositories/admin-coupons';
import type { AdminCoupon } from '../../db/repositories/admin-coupons';
import { hasKeys, readJson, toJson } from '../../db/json';
import type { Database } from '../../db/schema';
import { KitchenError } from '../../kitchen/errors';
import { readSection, saveSection } from '../settings-write';
import type { VersionedSection } from '../settings-write';
import type { OwnerWrite } from '../write';
import type { RowStore } from './rows';

const couponExists = (): KitchenError =>
  new KitchenError(409, 'coupon_exists', 'A coupon with this code already exists', {
    errors: { code: ['already used by another coupon'] },
  });

export const couponStore: RowStore<AdminCoupon, CouponInput> = {
  entity: 'coupon',
  find: findAdminCoupon,
  insert: insertAdminCoupon,
  update: updateCouponIfVersion,
  remove: deleteCouponIfVersion,
  check: async (db, companyId, input, id) => {
    if (await couponCodeTaken(db, companyId, input.code, id)) throw couponExists();
  },
};

export interface AdminCoupons {
  coupons: AdminCoupon[];
  /** The published-coupons window, a settings section of its own. */
  published: VersionedSection<Company['coupon_published']>;
}

const isCouponPublished = hasKeys({ active: 'boolean' });
const PUBLISHED_SECTION = 'coupon_published';
const CLOSED: Company['coupon_published'] = { active: false, start_date: null, end_date: null };

async function readPublished(
  db: Kysely<Database>,
  companyId: string,
): Promise<Company['coupon_published']> {
  const row = await db
    .selectFrom('companies')
    .select('coupon_published')
    .where('id', '=', companyId)
    .executeTakeFirst();
  const stored = readJson(row?.coupon_published ?? null, isCouponPublished, CLOSED);
  const day = (value: unknown): string | null => (typeof value === 'string' ? value : null);
  return {
    active: stored.active,
    start_date: day(stored.start_date),
    end_date: day(stored.end_date),
  };
}

export async function readCoupons(db: Kysely<Database>, companyId: string): Promise<AdminCoupons> {
  const published = await readSection(db, companyId, PUBLISHED_SECTION, (d) =>
    readPublished(d, companyId),
  );
  return { coupons: await listAdminCoupons(db, companyId), published };
}

export function savePublished(
  db: Kysely<Database>,
  owner: OwnerWrite,
  version: number,
  value: Company['coupon_published'],
): Promise<VersionedSection<Company['coupon_published']>> {
  return saveSection(db, owner, {
    section: PUBLISHED_SECTION,
    expectedVersion: version,
    read: (trx) => readPublished(trx, owner.companyId),
    write: async (trx) => {
      await trx
        .updateTable('companies')
        .set({ coupon_published: toJson(value) })
        .where('id', '=', owner.companyId)
        .execute();
    },
  });
}
