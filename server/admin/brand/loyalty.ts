// The loyalty programme in the back office (issue [11/13]): its rules (active, points per
// currency unit) are one settings section, `loyalty`; its rewards are rows with versions
// (rows.ts). Bodies are validated by src/domain/brand-schemas.ts.
import type { Kysely } from 'kysely';
import type { LoyaltyRulesValue, RewardInput } from '../../../src/domain/brand-schemas';
import {
  deleteRewardIfVersion,
  findAdminReward,
  insertAdminReward,
  listAdminRewards,
  readLoyaltyRules,
  updateRewardIfVersion,
  writeLoyaltyRules,
} from '../../db/repositories/admin-loyalty';
import type { AdminReward } from '../../db/repositories/admin-loyalty';
import type { Database } from '../../db/schema';
import { readSection, saveSection } from '../settings-write';
import type { VersionedSection } from '../settings-write';
import type { OwnerWrite } from '../write';
import type { RowStore } from './rows';

export const LOYALTY_SECTION = 'loyalty';

export const rewardStore: RowStore<AdminReward, RewardInput> = {
  entity: 'reward',
  find: findAdminReward,
  insert: insertAdminReward,
  update: updateRewardIfVersion,
  remove: deleteRewardIfVersion,
};

export interface AdminLoyalty {
  rules: VersionedSection<LoyaltyRulesValue>;
  rewards: AdminReward[];
}

export async function readLoyalty(db: Kysely<Database>, companyId: string): Promise<AdminLoyalty> {
  const rules = await readSection(db, companyId, LOYALTY_SECTION, (d) =>
    readLoyaltyRules(d, companyId),
  );
  return { rules, rewards: await listAdminRewards(db, companyId) };
}

export function saveLoyaltyRules(
  db: Kysely<Database>,
  owner: OwnerWrite,
  version: number,
  value: LoyaltyRulesValue,
): Promise<VersionedSection<LoyaltyRulesValue>> {
  return saveSection(db, owner, {
    section: LOYALTY_SECTION,
    expectedVersion: version,
    read: (trx) => readLoyaltyRules(trx, owner.companyId),
    write: (trx) => writeLoyaltyRules(trx, owner.companyId, value),
  });
}
