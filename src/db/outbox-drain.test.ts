// drainOutbox against fake-indexeddb with a recording sender: each entry is sent once, network
// failures back off and retry with the same keys, refusals fail with the server's message, and
// a drainer that died mid-way is taken over after its lease without a second create.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCartStorage } from './cart-repository';
import { entry } from './outbox.fixtures';
import { enqueueOrder, outboxEntry, resetOutbox, retryOutboxEntry } from './outbox';
import { BACKOFF_MAX_MS, BACKOFF_MIN_MS, backoffMs, drainOutbox } from './outbox-drain';
import type { OutboxSender } from './outbox-drain';

class Failure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface Call {
  kind: 'client' | 'create' | 'update';
  key?: string;
  clientId?: string | null;
}

/** A fake server: replays a known key with the first order, as the real one does. */
function recorder(fail: Partial<Record<Call['kind'], () => Promise<never> | Failure>> = {}) {
  const calls: Call[] = [];
  const orders = new Map<string, string>();
  const check = async (kind: Call['kind']) => {
    const f = fail[kind]?.();
    if (f instanceof Failure) throw f;
    if (f) await f;
  };
  const send: OutboxSender = {
    async getOrCreateClient() {
      calls.push({ kind: 'client' });
      await check('client');
      return { id: 'client-1' };
    },
    async createOrder(payload, key) {
      calls.push({ kind: 'create', key, clientId: payload.client_id ?? null });
      await Promise.resolve();
      await check('create');
      if (!orders.has(key)) orders.set(key, `order-${orders.size + 1}`);
      return { id: orders.get(key)!, public_id: 'P1' };
    },
    async updateOrder(_company, orderId, _payload, key) {
      calls.push({ kind: 'update', key });
      await Promise.resolve();
      await check('update');
      return { id: orderId, public_id: 'P1' };
    },
  };
  return { calls, send, orders };
}

let seq = 0;
beforeEach(() => {
  resetCartStorage({ dbName: `drain-test-${++seq}` });
  resetOutbox();
});

describe('drainOutbox', () => {
  it('creates the client, then the order with it, then updates, and marks it sent', async () => {
    const body = {
      company_id: 'c1',
      name: 'Ana',
      country_calling_code: '1',
      phone_number: '2125550188',
    };
    await enqueueOrder(entry('a', 'c1', { client: body }));
    const { calls, send } = recorder();
    const result = await drainOutbox('c1', send);
    expect(result).toEqual({ sent: ['a'], failed: [], retrying: [] });
    expect(calls).toEqual([
      { kind: 'client' },
      { kind: 'create', key: 'create-a', clientId: 'client-1' },
      { kind: 'update', key: 'update-a' },
    ]);
    expect(await outboxEntry('c1', 'a')).toMatchObject({
      status: 'sent',
      orderId: 'order-1',
      publicId: 'P1',
    });
    // Sent entries are left alone.
    await drainOutbox('c1', send);
    expect(calls).toHaveLength(3);
  });

  it('skips the create when the order existed before going offline', async () => {
    await enqueueOrder(entry('a', 'c1', { orderId: 'order-9' }));
    const { calls, send } = recorder();
    await drainOutbox('c1', send);
    expect(calls.map((c) => c.kind)).toEqual(['update']);
    expect(await outboxEntry('c1', 'a')).toMatchObject({ status: 'sent', orderId: 'order-9' });
  });

  it('two concurrent drains send each entry once', async () => {
    await enqueueOrder(entry('a'));
    await enqueueOrder(entry('bb'));
    const { calls, send } = recorder();
    const [one, two] = await Promise.all([drainOutbox('c1', send), drainOutbox('c1', send)]);
    expect([...one.sent, ...two.sent].sort()).toEqual(['a', 'bb']);
    expect(calls.filter((c) => c.kind === 'create')).toHaveLength(2);
    expect(calls.filter((c) => c.kind === 'update')).toHaveLength(2);
  });

  it('a network error backs off, then the retry reuses the same keys', async () => {
    await enqueueOrder(entry('a'));
    let clock = 1_000_000;
    let offline = true;
    const { calls, send, orders } = recorder({
      update: () => (offline ? new Failure(0, 'Failed to fetch') : undefined) as Failure,
    });
    const first = await drainOutbox('c1', send, { now: () => clock, random: () => 0.5 });
    expect(first.retrying).toEqual(['a']);
    const queued = await outboxEntry('c1', 'a');
    expect(queued).toMatchObject({ status: 'queued', attempts: 1, orderId: 'order-1' });
    expect(queued?.nextAttemptAt).toBe(clock + BACKOFF_MIN_MS);
    // Not due yet: nothing is sent.
    await drainOutbox('c1', send, { now: () => clock + 1000 });
    expect(calls).toHaveLength(2);
    offline = false;
    clock += BACKOFF_MIN_MS;
    expect((await drainOutbox('c1', send, { now: () => clock })).sent).toEqual(['a']);
    expect(calls.map((c) => c.key)).toEqual(['create-a', 'update-a', 'update-a']);
    expect(orders.size).toBe(1);
  });

  it('a 5xx on the create is retried; a 4xx fails with the server’s message', async () => {
    await enqueueOrder(entry('a'));
    const server = recorder({ create: () => new Failure(503, 'Unavailable') });
    expect((await drainOutbox('c1', server.send)).retrying).toEqual(['a']);
    await enqueueOrder(entry('bb', 'c2'));
    const refusing = recorder({ create: () => new Failure(409, 'Not enough stock of Pizza') });
    expect((await drainOutbox('c2', refusing.send)).failed).toEqual(['bb']);
    expect(await outboxEntry('c2', 'bb')).toMatchObject({
      status: 'failed',
      error: 'Not enough stock of Pizza',
    });
    // Failed entries wait for the diner's retry.
    await drainOutbox('c2', refusing.send, { now: () => Date.now() + 3_600_000 });
    expect(refusing.calls).toHaveLength(1);
    // The refusal is stored under its key on the server, so the retry uses a fresh one.
    await retryOutboxEntry('c2', 'bb', Date.now());
    const server2 = recorder();
    expect((await drainOutbox('c2', server2.send)).sent).toEqual(['bb']);
    expect(server2.calls[0]?.key).not.toBe('create-bb');
  });

  it('a 409 "already placed" on the update counts as sent', async () => {
    await enqueueOrder(entry('a', 'c1', { orderId: 'order-5' }));
    const { send } = recorder({
      update: () =>
        new Failure(409, 'The order has already been placed and can no longer be changed'),
    });
    expect((await drainOutbox('c1', send)).sent).toEqual(['a']);
  });

  it('after a crash between create and update, a later drain finishes it with the same keys', async () => {
    await enqueueOrder(entry('a'));
    const clock = 5_000_000;
    // The first drainer's update never answers (the tab was closed mid-request).
    const dying = recorder({ update: () => new Promise<never>(() => undefined) });
    void drainOutbox('c1', dying.send, { now: () => clock, leaseMs: 60_000 });
    await expect.poll(() => dying.calls.length).toBe(2);
    // Within the lease another drainer keeps off it.
    const other = recorder();
    await drainOutbox('c1', other.send, { now: () => clock + 30_000 });
    expect(other.calls).toEqual([]);
    // After it the entry is taken over: the create is not repeated (its answer was saved).
    await drainOutbox('c1', other.send, { now: () => clock + 61_000 });
    expect(other.calls).toEqual([{ kind: 'update', key: 'update-a' }]);
    expect(await outboxEntry('c1', 'a')).toMatchObject({ status: 'sent', orderId: 'order-1' });
  });

  it('a crash before the create answered replays the create with the same key', async () => {
    await enqueueOrder(entry('a'));
    const dying = recorder({ create: () => new Promise<never>(() => undefined) });
    void drainOutbox('c1', dying.send, { now: () => 0, leaseMs: 10 });
    await expect.poll(() => dying.calls.length).toBe(1);
    const other = recorder();
    await drainOutbox('c1', other.send, { now: () => 20 });
    expect(other.calls.map((c) => c.key)).toEqual(['create-a', 'update-a']);
    expect(dying.calls[0]?.key).toBe('create-a');
  });

  it('backoff grows from 5 s to at most 5 min with jitter', () => {
    expect(backoffMs(1, () => 0.5)).toBe(BACKOFF_MIN_MS);
    expect(backoffMs(2, () => 0.5)).toBe(2 * BACKOFF_MIN_MS);
    expect(backoffMs(30, () => 1)).toBe(BACKOFF_MAX_MS);
    expect(backoffMs(1, () => 0)).toBe(0.8 * BACKOFF_MIN_MS);
  });
});
