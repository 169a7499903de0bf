// Idempotency keys for order writes, scoped by company. A key is written together with its
// answer, in the transaction of the write it answers (server/orders/idempotency.ts), so a row
// always holds a complete answer.
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export interface StoredResponse {
  status: number;
  body: string;
}

export interface IdempotencyRecord {
  request_hash: string;
  /** Null only for a claim left by the earlier claim-then-work design. */
  response: StoredResponse | null;
  created_at: string;
}

export async function insertIdempotencyKey(
  db: Kysely<Database>,
  companyId: string,
  key: string,
  requestHash: string,
  response: StoredResponse,
  now: Date,
): Promise<void> {
  await db
    .insertInto('idempotency_keys')
    .values({
      company_id: companyId,
      key,
      request_hash: requestHash,
      response_status: response.status,
      response_body: response.body,
      created_at: now.toISOString(),
    })
    .execute();
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

export async function deleteIdempotencyKey(
  db: Kysely<Database>,
  companyId: string,
  key: string,
): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('company_id', '=', companyId)
    .where('key', '=', key)
    .execute();
}

/** Deletes keys (of every company) created before `before`; ISO text compares in time order. */
export async function purgeIdempotencyKeys(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
