// §3 Loyalty settings. A company without a row has an inactive programme, not an error.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LoyaltyReward, LoyaltySettings } from '../../../src/domain/types';
import { boolOf, flagOf } from '../json';
import type { Database } from '../schema';

export async function getLoyaltySettings(
  db: Kysely<Database>,
  companyId: string,
): Promise<LoyaltySettings> {
  const [settings, rewards] = await Promise.all([
    db
      .selectFrom('loyalty_settings')
      .selectAll()
      .where('company_id', '=', companyId)
      .executeTakeFirst(),
    db
      .selectFrom('loyalty_rewards')
      .selectAll()
      .where('company_id', '=', companyId)
      .orderBy('position')
      .orderBy('required_points')
      .execute(),
  ]);
  const program: LoyaltySettings['loyalty_program'] = {
    active: boolOf(settings?.active),
    rewards: rewards.map((r) => ({
      id: r.id,
      name: r.name,
      required_points: r.required_points,
      discount_type: r.discount_type === 'fixed' ? 'fixed' : 'percentage',
      value: r.value,
    })),
  };
  if (settings?.points_per_unit !== null && settings?.points_per_unit !== undefined) {
    program.points_per_unit = settings.points_per_unit;
  }
  return { loyalty_program: program };
}

export interface LoyaltyInput {
  active: boolean;
  points_per_unit?: number | null;
  rewards: (Omit<LoyaltyReward, 'id'> & { id?: string })[];
}

/** Replaces the programme and its rewards. */
export async function saveLoyaltySettings(
  db: Kysely<Database>,
  companyId: string,
  input: LoyaltyInput,
): Promise<void> {
  const values = {
    company_id: companyId,
    active: flagOf(input.active),
    points_per_unit: input.points_per_unit ?? null,
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
  await db.deleteFrom('loyalty_rewards').where('company_id', '=', companyId).execute();
  const rows = input.rewards.map((r, position) => ({
    ...r,
    id: r.id ?? randomUUID(),
    company_id: companyId,
    position,
  }));
  if (rows.length > 0) await db.insertInto('loyalty_rewards').values(rows).execute();
}
