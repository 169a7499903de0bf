// The idempotent runner (server/orders/idempotency.ts) on both databases: the claim, the work and
// the answer commit together, so nothing is ever left claimed without an answer; duplicates wait
// for the request holding their key without holding a connection; refusals replay.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/schema';
import { HttpError } from '../../../server/http/errors';
import { runIdempotent } from '../../../server/orders/idempotency';
import type { Write } from '../../../server/orders/idempotency';
import { testDialects } from '../helpers/databases';
import { startHarness } from '../api/harness';
import type { Harness } from '../api/harness';

describe.each(testDialects)('idempotent writes (%s)', (dialect) => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h.cleanup());

  /** A write that records one abuse report per run, so runs can be counted. */
  const reportWrite =
    (marker: string, before?: () => Promise<void>): Write =>
    async (trx) => {
      await trx
        .insertInto('abuse_reports')
        .values({
          id: randomUUID(),
          company_id: h.demo.id,
          reason: 'other',
          description: marker,
          email: null,
          url: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      await before?.();
      return { status: 201, body: JSON.stringify({ marker }) };
    };
  const runs = async (db: Kysely<Database>, marker: string) =>
    (await db.selectFrom('abuse_reports').select('id').where('description', '=', marker).execute())
      .length;
  const keyRow = (key: string) =>
    h.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('company_id', '=', h.demo.id)
      .where('key', '=', key)
      .executeTakeFirst();
  const scope = (key: string, hash = 'h1') => ({
    dialect,
    companyId: h.demo.id,
    key,
    hash,
  });

  it('stores nothing when the work fails unexpectedly, so the retry runs it once', async () => {
    const key = `boom-${randomUUID()}`;
    const failing: Write = async (trx) => {
      await reportWrite('boom')(trx);
      throw new Error('the process fell over mid-request');
    };
    await expect(runIdempotent(h.db, scope(key), failing)).rejects.toThrow('fell over');
    expect(await keyRow(key)).toBeUndefined();
    expect(await runs(h.db, 'boom')).toBe(0);
    const answer = await runIdempotent(h.db, scope(key), reportWrite('boom'));
    expect(answer).toMatchObject({ status: 201, replayed: false });
    expect(await runs(h.db, 'boom')).toBe(1);
    const replay = await runIdempotent(h.db, scope(key), reportWrite('boom'));
    expect(replay).toMatchObject({ status: 201, replayed: true, body: answer.body });
    expect(await runs(h.db, 'boom')).toBe(1);
  });

  it('rolls a refusal back to before the work, and replays it', async () => {
    const key = `refused-${randomUUID()}`;
    const refusing: Write = async (trx) => {
      await reportWrite('refused')(trx);
      throw new HttpError(409, 'out_of_stock', 'Not enough stock of Soup');
    };
    const first = await runIdempotent(h.db, scope(key), refusing);
    expect(first.status).toBe(409);
    expect(JSON.parse(first.body)).toMatchObject({ code: 'out_of_stock' });
    expect(await runs(h.db, 'refused')).toBe(0);
    const again = await runIdempotent(h.db, scope(key), reportWrite('refused'));
    expect(again).toMatchObject({ status: 409, replayed: true, body: first.body });
    expect(await runs(h.db, 'refused')).toBe(0);
    await expect(runIdempotent(h.db, scope(key, 'other'), refusing)).rejects.toMatchObject({
      status: 422,
      code: 'idempotency_key_reused',
    });
  });

  it('takes over a claim left without an answer at once (no 15 s wait, no 409)', async () => {
    const key = `legacy-${randomUUID()}`;
    await h.db
      .insertInto('idempotency_keys')
      .values({
        company_id: h.demo.id,
        key,
        request_hash: 'h1',
        response_status: null,
        response_body: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const started = Date.now();
    const answer = await runIdempotent(
      h.db,
      { ...scope(key), waitMaxMs: 60_000 },
      reportWrite('legacy'),
    );
    expect(answer).toMatchObject({ status: 201, replayed: false });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await keyRow(key))?.response_status).toBe(201);
  });

  it('gives every duplicate of a running request its one answer', async () => {
    const key = `storm-${randomUUID()}`;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((done) => (release = done));
    const first = runIdempotent(
      h.db,
      scope(key),
      reportWrite('storm', () => gate),
    );
    const duplicates = Array.from({ length: 30 }, () =>
      runIdempotent(h.db, scope(key), reportWrite('storm')),
    );
    await new Promise((done) => setTimeout(done, 50));
    release();
    const answers = await Promise.all([first, ...duplicates]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(await runs(h.db, 'storm')).toBe(1);
  });

  // Several instances share one PostgreSQL; SQLite serves a single process.
  if (dialect === 'postgres') {
    it('makes another instance wait for the holder of a key, without starving other writes', async () => {
      const other = await h.openAnother();
      try {
        const key = `across-${randomUUID()}`;
        let release: () => void = () => undefined;
        const gate = new Promise<void>((done) => (release = done));
        const holder = runIdempotent(
          h.db,
          scope(key),
          reportWrite('across', () => gate),
        );
        await new Promise((done) => setTimeout(done, 100));
        // A retry storm on the same key from the other instance waits (polling, no held
        // connection), while unrelated writes on both instances go through meanwhile.
        const storm = Array.from({ length: 12 }, () =>
          runIdempotent(other.db, scope(key), reportWrite('across')),
        );
        const unrelated = await Promise.all(
          Array.from({ length: 12 }, (_, i) =>
            runIdempotent(
              i % 2 ? h.db : other.db,
              scope(`free-${randomUUID()}`),
              reportWrite('free'),
            ),
          ),
        );
        expect(unrelated.every((a) => a.status === 201)).toBe(true);
        expect(await runs(h.db, 'across')).toBe(0);
        release();
        const answers = await Promise.all([holder, ...storm]);
        expect(answers.every((a) => a.status === 201)).toBe(true);
        expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
        expect(await runs(h.db, 'across')).toBe(1);
        // A holder that takes too long makes the duplicate answer a retryable 409 instead.
        const slowKey = `slow-${randomUUID()}`;
        let releaseSlow: () => void = () => undefined;
        const slowGate = new Promise<void>((done) => (releaseSlow = done));
        const slow = runIdempotent(
          h.db,
          scope(slowKey),
          reportWrite('slow', () => slowGate),
        );
        await new Promise((done) => setTimeout(done, 100));
        await expect(
          runIdempotent(other.db, { ...scope(slowKey), waitMaxMs: 300 }, reportWrite('slow')),
        ).rejects.toMatchObject({ status: 409, code: 'idempotency_in_progress' });
        releaseSlow();
        expect((await slow).status).toBe(201);
      } finally {
        await other.close();
      }
    });
  }
});
