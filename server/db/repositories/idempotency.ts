// Idempotency keys for order writes, scoped by company. The (company_id, key) primary key makes
// the claim race-safe: exactly one request inserts the row and runs; the others find it and
// either replay its stored answer or wait for it.
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export interface StoredResponse {
  status: number;
  body: string;
}

export interface IdempotencyRecord {
  request_hash: string;
  response: StoredResponse | null;
  created_at: string;
}

/** True when this call inserted the key (and so owns the request). */
export async function claimIdempotencyKey(
  db: Kysely<Database>,
  companyId: string,
  key: string,
  requestHash: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .insertInto('idempotency_keys')
    .values({
      company_id: companyId,
      key,
      request_hash: requestHash,
      response_status: null,
      response_body: null,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.columns(['company_id', 'key']).doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

export async function readIdempotencyKey(
  db: Kysely<Database>,
  companyId: string,
  key: string,
): Promise<IdempotencyRecord | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  const response =
    row.response_status !== null && row.response_body !== null
      ? { status: Number(row.response_status), body: row.response_body }
      : null;
  return { request_hash: row.request_hash, response, created_at: row.created_at };
}

export async function storeIdempotentResponse(
  db: Kysely<Database>,
  companyId: string,
  key: string,
  response: StoredResponse,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ response_status: response.status, response_body: response.body })
    .where('company_id', '=', companyId)
    .where('key', '=', key)
    .execute();
}

/** Frees a key whose request failed unexpectedly, so a retry can run it again. */
export async function releaseIdempotencyKey(
  db: Kysely<Database>,
  companyId: string,
  key: string,
): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('company_id', '=', companyId)
    .where('key', '=', key)
    .where('response_status', 'is', null)
    .execute();
}

/** Deletes the company's keys created before `before` (ISO text compares in time order). */
export async function purgeIdempotencyKeys(
  db: Kysely<Database>,
  companyId: string,
  before: Date,
): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('company_id', '=', companyId)
    .where('created_at', '<', before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
