// The sandbox provider's own records, as a real provider keeps intents on its side. Creating an
// intent is idempotent on its key; every status change is compare-and-set, so a double tap on
// the hosted form's pay button charges once.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { toJson } from '../../db/json';
import type { Database } from '../../db/schema';

export type SandboxStatus =
  'requires_payment_method' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';

export type SandboxIntent = Database['sandbox_intents'] & { status: SandboxStatus };

export interface NewIntent {
  amount: number;
  currency: string;
  method: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export async function getIntent(
  db: Kysely<Database>,
  providerId: string,
  intentId: string,
): Promise<SandboxIntent | null> {
  const row = await db
    .selectFrom('sandbox_intents')
    .selectAll()
    .where('provider_id', '=', providerId)
    .where('id', '=', intentId)
    .executeTakeFirst();
  return (row as SandboxIntent | undefined) ?? null;
}

/** The intent for this key, made once: a retried request gets the first answer back. */
export async function createIntent(
  db: Kysely<Database>,
  providerId: string,
  input: NewIntent,
  now: Date,
): Promise<SandboxIntent> {
  const at = now.toISOString();
  const id = `sbx_pi_${randomUUID().replace(/-/g, '')}`;
  await db
    .insertInto('sandbox_intents')
    .values({
      id,
      provider_id: providerId,
      amount: input.amount,
      currency: input.currency,
      status: 'requires_payment_method',
      method: input.method,
      client_secret: `${id}_secret_${randomBytes(16).toString('hex')}`,
      idempotency_key: input.idempotencyKey,
      metadata: toJson(input.metadata),
      card_last4: null,
      refunded: 0,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.columns(['provider_id', 'idempotency_key']).doNothing())
    .execute();
  const row = await db
    .selectFrom('sandbox_intents')
    .selectAll()
    .where('provider_id', '=', providerId)
    .where('idempotency_key', '=', input.idempotencyKey)
    .executeTakeFirstOrThrow();
  return row as SandboxIntent;
}

/** Moves the intent from one of `from` to `to`; false when it was elsewhere. */
export async function moveIntent(
  db: Kysely<Database>,
  intentId: string,
  from: readonly SandboxStatus[],
  to: SandboxStatus,
  now: Date,
  extra: { card_last4?: string; refunded?: number } = {},
): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_intents')
    .set({ status: to, updated_at: now.toISOString(), ...extra })
    .where('id', '=', intentId)
    .where('status', 'in', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function markRefunded(
  db: Kysely<Database>,
  intentId: string,
  amount: number,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_intents')
    .set({ refunded: amount, updated_at: now.toISOString() })
    .where('id', '=', intentId)
    .where('status', '=', 'succeeded')
    .where('refunded', '=', 0)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
