// The back office's loyalty programme (issue [11/13]): its rules (one settings section) and its
// rewards, each a row with a version written by compare-and-set, scoped by company.
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { LoyaltyRulesValue, RewardInput } from '../../../src/domain/brand-schemas';
import { DEFAULT_POINTS_PER_UNIT } from '../../../src/domain/loyalty';
import { boolOf, flagOf } from '../json';
import type { Database, LoyaltyRewardsTable } from '../schema';
import { deleteIfVersion, updateIfVersion } from './versioned-rows';

export interface AdminReward {
  id: string;
  name: string;
  required_points: number;
  discount_type: 'percentage' | 'fixed';
  value: number;
  position: number;
  version: number;
}

const toReward = (row: Selectable<LoyaltyRewardsTable>): AdminReward => ({
  id: row.id,
  name: row.name,
  required_points: Number(row.required_points),
  discount_type: row.discount_type === 'fixed' ? 'fixed' : 'percentage',
  value: Number(row.value),
  position: Number(row.position),
  version: Number(row.version),
});

/** The programme's rules; a company without a row has an inactive one at the default rate. */
export async function readLoyaltyRules(
  db: Kysely<Database>,
  companyId: string,
): Promise<LoyaltyRulesValue> {
  const row = await db
    .selectFrom('loyalty_settings')
    .selectAll()
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return {
    active: boolOf(row?.active),
    points_per_unit:
      row?.points_per_unit === null || row?.points_per_unit === undefined
        ? DEFAULT_POINTS_PER_UNIT
        : Number(row.points_per_unit),
  };
}

export async function writeLoyaltyRules(
  db: Kysely<Database>,
  companyId: string,
  rules: LoyaltyRulesValue,
): Promise<void> {
  const values = {
    company_id: companyId,
    active: flagOf(rules.active),
    points_per_unit: rules.points_per_unit,
  };
  await db
    .insertInto('loyalty_settings')
    .values(values)
    .onConflict((oc) =>
      oc
        .column('company_id')
        .doUpdateSet({ active: values.active, points_per_unit: values.points_per_unit }),
    )
    .execute();
}

/** The rewards in the storefront's order (position, then required points). */
export async function listAdminRewards(
  db: Kysely<Database>,
  companyId: string,
): Promise<AdminReward[]> {
  const rows = await db
    .selectFrom('loyalty_rewards')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('position')
    .orderBy('required_points')
    .orderBy('id')
    .execute();
  return rows.map(toReward);
}

export async function findAdminReward(
  db: Kysely<Database>,
  companyId: string,
  id: string,
): Promise<AdminReward | undefined> {
  const row = await db
    .selectFrom('loyalty_rewards')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toReward(row) : undefined;
}

export async function insertAdminReward(
  db: Kysely<Database>,
  companyId: string,
  input: RewardInput,
): Promise<string> {
  const last = await db
    .selectFrom('loyalty_rewards')
    .select((eb) => eb.fn.max<number | null>('position').as('last'))
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  const position = last?.last === null || last?.last === undefined ? 0 : Number(last.last) + 1;
  const id = randomUUID();
  await db
    .insertInto('loyalty_rewards')
    .values({ id, company_id: companyId, position, version: 1, ...input })
    .execute();
  return id;
}

export async function updateRewardIfVersion(
  db: Kysely<Database>,
  companyId: string,
  id: string,
  expectedVersion: number,
  input: RewardInput,
): Promise<boolean> {
  return updateIfVersion(db, 'loyalty_rewards', { companyId, id, expectedVersion }, input);
}

export async function deleteRewardIfVersion(
  db: Kysely<Database>,
  companyId: string,
  id: string,
  expectedVersion: number,
): Promise<boolean> {
  return deleteIfVersion(db, 'loyalty_rewards', { companyId, id, expectedVersion });
}
