// Idempotency-Key for order writes: the same key and body replay the first answer (status and
// body, byte for byte); the same key with another body is a 422. Keys are scoped by company and
// kept 48 h (the maintenance job purges older ones).
//
// The claim, the work and the stored answer commit in ONE transaction, so a process killed at
// any point leaves either nothing (the retry runs afresh) or the order with its answer (the retry
// replays it): never a claim without an answer. Refusals roll back to a savepoint and are stored
// like successes. While one request holds a key, a duplicate waits without holding a database
// connection: in this process it awaits the same promise; across instances on PostgreSQL, a
// transaction-scoped advisory lock tells it to poll for the stored answer. SQLite serves one
// process, whose single connection already serializes transactions.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/connection';
import {
  deleteIdempotencyKey,
  insertIdempotencyKey,
  readIdempotencyKey,
} from '../db/repositories/idempotency';
import type { StoredResponse } from '../db/repositories/idempotency';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { conflict, field, unprocessable } from './errors';

export const KEY_TTL_MS = 48 * 3_600_000;
const WAIT_STEP_MS = 50;
export const DEFAULT_WAIT_MAX_MS = 15_000;

export interface IdempotentAnswer extends StoredResponse {
  replayed: boolean;
}

/** What a write produced, and what to do once it is committed (events for the live views). */
export interface WriteOutcome extends StoredResponse {
  afterCommit?: () => void;
}

export type Write = (trx: Kysely<Database>) => Promise<WriteOutcome>;

export interface IdempotencyScope {
  dialect: DialectName;
  companyId: string;
  key: string | null;
  hash: string;
  /** How long a duplicate waits for the request holding its key (default 15 s). */
  waitMaxMs?: number;
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

const reused = () =>
  unprocessable(
    'idempotency_key_reused',
    'This Idempotency-Key was already used with a different request',
    field('Idempotency-Key', 'reused with a different body'),
  );

const refusal = (error: HttpError): StoredResponse => ({
  status: error.status,
  body: JSON.stringify(error.body()),
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Without a key: the write in a transaction; a refusal rolls it back and is answered. */
async function runOnce(db: Kysely<Database>, write: Write): Promise<IdempotentAnswer> {
  let outcome: WriteOutcome;
  try {
    outcome = await db.transaction().execute(write);
  } catch (error) {
    if (error instanceof HttpError) return { ...refusal(error), replayed: false };
    throw error;
  }
  outcome.afterCommit?.();
  return { status: outcome.status, body: outcome.body, replayed: false };
}

/** One try: null when another transaction holds the key right now (PostgreSQL only). */
async function attempt(
  db: Kysely<Database>,
  scope: IdempotencyScope & { key: string },
  write: Write,
): Promise<IdempotentAnswer | null> {
  const { companyId, key, hash } = scope;
  const trx = await db.startTransaction().execute();
  try {
    if (scope.dialect === 'postgres') {
      const lock = await sql<{ locked: boolean }>`
        SELECT pg_try_advisory_xact_lock(hashtextextended(${`${companyId}:${key}`}, 0)) AS locked
      `.execute(trx);
      if (lock.rows[0]?.locked !== true) {
        await trx.rollback().execute();
        return null;
      }
    }
    const record = await readIdempotencyKey(trx, companyId, key);
    if (record?.response) {
      await trx.rollback().execute();
      if (record.request_hash !== hash) throw reused();
      return { ...record.response, replayed: true };
    }
    // A claim without an answer is left by the earlier claim-then-work design (a killed
    // process): nothing it did was committed with it, so it is dropped and the work runs.
    if (record) await deleteIdempotencyKey(trx, companyId, key);
    const work = await trx.savepoint('work').execute();
    let outcome: WriteOutcome;
    try {
      outcome = await write(work);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      await work.rollbackToSavepoint('work').execute();
      outcome = refusal(error);
    }
    await insertIdempotencyKey(work, companyId, key, hash, outcome, new Date());
    await work.commit().execute();
    outcome.afterCommit?.();
    return { status: outcome.status, body: outcome.body, replayed: false };
  } catch (error) {
    // Already rolled back on the paths above; otherwise release the connection and the lock.
    await trx
      .rollback()
      .execute()
      .catch(() => undefined);
    throw error;
  }
}

async function claimAndRun(
  db: Kysely<Database>,
  scope: IdempotencyScope & { key: string },
  write: Write,
): Promise<IdempotentAnswer> {
  const deadline = Date.now() + (scope.waitMaxMs ?? DEFAULT_WAIT_MAX_MS);
  for (;;) {
    const answer = await attempt(db, scope, write);
    if (answer) return answer;
    if (Date.now() > deadline)
      throw conflict(
        'idempotency_in_progress',
        'A request with this Idempotency-Key is still being processed; retry later',
      );
    await sleep(WAIT_STEP_MS);
  }
}

interface InFlight {
  hash: string;
  answer: Promise<IdempotentAnswer>;
}

// Per process, per database: duplicates of a request still running here share its answer.
const inFlight = new WeakMap<Kysely<Database>, Map<string, InFlight>>();

function flights(db: Kysely<Database>): Map<string, InFlight> {
  let map = inFlight.get(db);
  if (!map) inFlight.set(db, (map = new Map<string, InFlight>()));
  return map;
}

/**
 * Runs `write` once per (company, key), in a transaction with the stored answer. Refusals
 * (HttpError) are stored and replayed like successes; an unexpected failure stores nothing, so
 * the client's retry runs again.
 */
export async function runIdempotent(
  db: Kysely<Database>,
  scope: IdempotencyScope,
  write: Write,
): Promise<IdempotentAnswer> {
  const { key } = scope;
  if (key === null) return runOnce(db, write);
  const running = flights(db);
  const slot = `${scope.companyId}\u0000${key}`;
  for (let current = running.get(slot); current; current = running.get(slot)) {
    if (current.hash !== scope.hash) throw reused();
    try {
      return { ...(await current.answer), replayed: true };
    } catch {
      // The first request failed unexpectedly and stored nothing: this one runs it.
    }
  }
  const answer = claimAndRun(db, { ...scope, key }, write);
  running.set(slot, { hash: scope.hash, answer });
  try {
    return await answer;
  } finally {
    if (running.get(slot)?.answer === answer) running.delete(slot);
  }
}
