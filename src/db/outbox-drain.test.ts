// drainOutbox against fake-indexeddb with a recording sender: each entry is sent once, network
// failures back off and retry with the same keys, refusals fail with the server's message and
// code, a drainer that died mid-way is taken over after its lease without a second create, and
// an entry whose draft was swept is created again and placed, once (with a coupon:
// outbox-drain-coupon.test.ts).
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCartStorage } from './cart-repository';
import { entry } from './outbox.fixtures';
import { Failure, recorder } from './outbox-drain.fixtures';
import { enqueueOrder, outboxEntry, resetOutbox, retryOutboxEntry } from './outbox';
import { BACKOFF_MAX_MS, BACKOFF_MIN_MS, backoffMs, drainOutbox } from './outbox-drain';
import type { OutboxSender } from './outbox-drain';

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
      update: () => (offline ? new Failure(0, 'Failed to fetch') : undefined),
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

  it('reads refusals by code: in progress retries, already placed counts as sent', async () => {
    await enqueueOrder(entry('a'));
    const busy = recorder({
      create: () => new Failure(409, 'Please wait', 'idempotency_in_progress'),
    });
    expect((await drainOutbox('c1', busy.send)).retrying).toEqual(['a']);
    await enqueueOrder(entry('bb', 'c2', { orderId: 'order-5' }));
    const placed = recorder({
      update: () => new Failure(409, 'Refused', 'order_already_placed'),
    });
    expect((await drainOutbox('c2', placed.send)).sent).toEqual(['bb']);
    expect(await outboxEntry('c2', 'bb')).toMatchObject({ status: 'sent', orderId: 'order-5' });
  });

  it('a code wins over the message: another 409 is final even if it reads "still being processed"', async () => {
    await enqueueOrder(entry('a'));
    const { send } = recorder({
      create: () => new Failure(409, 'still being processed', 'out_of_stock'),
    });
    expect((await drainOutbox('c1', send)).failed).toEqual(['a']);
  });

  it('keeps the message patterns for a server that sends no code', async () => {
    await enqueueOrder(entry('a'));
    const busy = recorder({
      create: () => new Failure(409, 'The request is still being processed'),
    });
    expect((await drainOutbox('c1', busy.send)).retrying).toEqual(['a']);
  });

  it('a refusal keeps its code and params for the diner’s message, and sending clears them', async () => {
    await enqueueOrder(entry('a', 'c1', { orderId: 'order-5' }));
    const refusing = recorder({
      update: () =>
        new Failure(422, 'Delivery needs 3000 minor units', 'below_delivery_minimum', {
          minimum: 3000,
          missing: 500,
          bad: Number.NaN,
        }),
    });
    expect((await drainOutbox('c1', refusing.send)).failed).toEqual(['a']);
    expect(await outboxEntry('c1', 'a')).toMatchObject({
      status: 'failed',
      errorCode: 'below_delivery_minimum',
      errorParams: { minimum: 3000, missing: 500 },
    });
    await retryOutboxEntry('c1', 'a', Date.now());
    expect((await drainOutbox('c1', recorder().send)).sent).toEqual(['a']);
    const sent = await outboxEntry('c1', 'a');
    expect(sent?.errorCode).toBeUndefined();
    expect(sent?.errorParams).toBeUndefined();
  });

  it('a swept draft is created again under a fresh key and placed under a fresh key', async () => {
    await enqueueOrder(entry('a', 'c1', { orderId: 'order-9', publicId: 'OLD' }));
    let swept = true;
    const { calls, send, orders } = recorder({
      update: () => {
        if (!swept) return undefined;
        swept = false;
        return new Failure(404, 'Order not found', 'order_not_found');
      },
    });
    expect((await drainOutbox('c1', send)).sent).toEqual(['a']);
    expect(calls.map((c) => c.kind)).toEqual(['update', 'create', 'update']);
    const [oldUpdate, create, newUpdate] = calls;
    expect(oldUpdate?.key).toBe('update-a');
    expect(create?.key).not.toBe('create-a');
    expect(newUpdate?.key).not.toBe('update-a');
    expect(orders.size).toBe(1);
    const stored = await outboxEntry('c1', 'a');
    expect(stored).toMatchObject({
      status: 'sent',
      orderId: 'order-1',
      publicId: 'P1',
      createKey: create?.key,
      updateKey: newUpdate?.key,
    });
  });

  it('a drainer that dies while re-creating a swept draft is finished without a second order', async () => {
    await enqueueOrder(entry('a', 'c1', { orderId: 'order-9' }));
    const server = new Map<string, string>();
    let phase: 'dying' | 'healthy' = 'dying';
    const calls: { kind: string; key: string }[] = [];
    const send: OutboxSender = {
      getOrCreateClient: () => Promise.resolve({ id: 'client-1' }),
      applyDiscount: (_company, body) => Promise.resolve({ id: body.order_id }),
      async createOrder(_payload, key) {
        calls.push({ kind: 'create', key });
        // The create reaches the server (it records the key) but the answer never comes back.
        if (!server.has(key)) server.set(key, `order-${server.size + 1}`);
        if (phase === 'dying') return new Promise<never>(() => undefined);
        return Promise.resolve({ id: server.get(key)!, public_id: 'P2' });
      },
      updateOrder(_company, orderId, _payload, key) {
        calls.push({ kind: 'update', key });
        if (orderId === 'order-9')
          return Promise.reject(new Failure(404, 'Order not found', 'order_not_found'));
        return Promise.resolve({ id: orderId, public_id: 'P2' });
      },
    };
    void drainOutbox('c1', send, { now: () => 0, leaseMs: 10 });
    await expect.poll(() => calls.length).toBe(2);
    phase = 'healthy';
    // The fresh keys were saved before the create went out; the next drainer reuses them.
    expect(await drainOutbox('c1', send, { now: () => 20 })).toMatchObject({ sent: ['a'] });
    expect(calls.map((c) => c.kind)).toEqual(['update', 'create', 'create', 'update']);
    expect(calls[2]?.key).toBe(calls[1]?.key);
    expect(calls[3]?.key).not.toBe('update-a');
    expect(server.size).toBe(1);
    expect(await outboxEntry('c1', 'a')).toMatchObject({ status: 'sent', orderId: 'order-1' });
  });

  it('a 404 without a code, or a second swept answer, fails instead of looping', async () => {
    await enqueueOrder(entry('a', 'c1', { orderId: 'order-9' }));
    const legacy = recorder({ update: () => new Failure(404, 'Order not found') });
    expect((await drainOutbox('c1', legacy.send)).failed).toEqual(['a']);
    expect(legacy.calls.map((c) => c.kind)).toEqual(['update']);
    await enqueueOrder(entry('bb', 'c2', { orderId: 'order-9' }));
    const always = recorder({
      update: () => new Failure(404, 'Order not found', 'order_not_found'),
    });
    expect((await drainOutbox('c2', always.send)).failed).toEqual(['bb']);
    expect(always.calls.map((c) => c.kind)).toEqual(['update', 'create', 'update']);
    expect(await outboxEntry('c2', 'bb')).toMatchObject({
      status: 'failed',
      errorCode: 'order_not_found',
    });
  });

  it('backoff grows from 5 s to at most 5 min with jitter', () => {
    expect(backoffMs(1, () => 0.5)).toBe(BACKOFF_MIN_MS);
    expect(backoffMs(2, () => 0.5)).toBe(2 * BACKOFF_MIN_MS);
    expect(backoffMs(30, () => 1)).toBe(BACKOFF_MAX_MS);
    expect(backoffMs(1, () => 0)).toBe(0.8 * BACKOFF_MIN_MS);
  });
});
