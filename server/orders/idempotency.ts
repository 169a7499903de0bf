// Idempotency-Key for order writes: the same key and body replay the first answer (status and
// body, byte for byte); the same key with another body is a 422. Keys are scoped by company,
// kept at least 24 h and purged after 48 h whenever the company writes a new key.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  claimIdempotencyKey,
  purgeIdempotencyKeys,
  readIdempotencyKey,
  releaseIdempotencyKey,
  storeIdempotentResponse,
} from '../db/repositories/idempotency';
import type { StoredResponse } from '../db/repositories/idempotency';
import type { Database } from '../db/schema';
import { ServiceError, conflict, unprocessable } from './errors';

export const KEY_TTL_MS = 48 * 3_600_000;
const WAIT_STEP_MS = 50;
const WAIT_MAX_MS = 15_000;

export interface IdempotentAnswer extends StoredResponse {
  replayed: boolean;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  return value;
}

/** Same method, path and JSON body (key order and spacing aside) give the same hash. */
export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(canonical(body))}`)
    .digest('hex');
}

async function execute(run: () => Promise<StoredResponse>): Promise<StoredResponse> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ServiceError)
      return { status: error.status, body: JSON.stringify(error.body()) };
    throw error;
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Runs `run` once per (company, key). Refusals (ServiceError) are stored and replayed like
 * successes; an unexpected failure frees the key so the client's retry runs again.
 */
export async function runIdempotent(
  db: Kysely<Database>,
  companyId: string,
  key: string | null,
  hash: string,
  run: () => Promise<StoredResponse>,
  now: Date = new Date(),
): Promise<IdempotentAnswer> {
  if (key === null) return { ...(await execute(run)), replayed: false };
  const started = Date.now();
  for (;;) {
    if (await claimIdempotencyKey(db, companyId, key, hash, now)) {
      await purgeIdempotencyKeys(db, companyId, new Date(now.getTime() - KEY_TTL_MS));
      let answer: StoredResponse;
      try {
        answer = await execute(run);
      } catch (error) {
        await releaseIdempotencyKey(db, companyId, key);
        throw error;
      }
      await storeIdempotentResponse(db, companyId, key, answer);
      return { ...answer, replayed: false };
    }
    const record = await readIdempotencyKey(db, companyId, key);
    if (record) {
      if (record.request_hash !== hash)
        throw unprocessable('This Idempotency-Key was already used with a different request', {
          'Idempotency-Key': ['reused with a different body'],
        });
      if (record.response) return { ...record.response, replayed: true };
    }
    if (Date.now() - started > WAIT_MAX_MS)
      throw conflict('A request with this Idempotency-Key is still being processed; retry later');
    await sleep(WAIT_STEP_MS);
  }
}
