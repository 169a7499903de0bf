// Issue [8/13] in the outbox: a queued order carries the device's client secret; the drain sends
// it on get-or-create, create and apply-discount, and keeps a new one the get-or-create answers,
// on the entry (for the create, even after a retry) and in the company's stored client.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderCreatePayload } from '../domain/types';
import { resetCartStorage } from './cart-repository';
import { loadStoredClient, saveStoredClient } from './local-data';
import { enqueueOrder, outboxEntry, resetOutbox } from './outbox';
import { drainOutbox } from './outbox-drain';
import type { OutboxSender, SentClient } from './outbox-drain';
import { Failure, withCoupon } from './outbox-drain.fixtures';
import { entry } from './outbox.fixtures';
import { isOutboxEntry } from './outbox-types';

const OLD = 'o'.repeat(43);
const NEW = 'n'.repeat(43);
const body = {
  company_id: 'c1',
  name: 'Bia',
  country_calling_code: '1',
  phone_number: '2125550188',
};

interface Sent {
  kind: 'client' | 'create' | 'discount' | 'update';
  secret: string | null;
  clientId?: string | null;
}

/** A fake server: get-or-create answers `client`; `failCreate` times the create has no answer. */
function server(client: SentClient, failCreate = 0) {
  const sent: Sent[] = [];
  const send: OutboxSender = {
    getOrCreateClient(_body, secret) {
      sent.push({ kind: 'client', secret });
      return Promise.resolve(client);
    },
    createOrder(payload: OrderCreatePayload, _key, secret) {
      sent.push({ kind: 'create', secret, clientId: payload.client_id ?? null });
      if (failCreate-- > 0) return Promise.reject(new Failure(0, 'Failed to fetch'));
      return Promise.resolve({ id: 'order-1', public_id: 'P1' });
    },
    updateOrder(_company, orderId) {
      sent.push({ kind: 'update', secret: null });
      return Promise.resolve({ id: orderId, public_id: 'P1' });
    },
    applyDiscount(_company, discount, _key, secret) {
      sent.push({ kind: 'discount', secret });
      return Promise.resolve({ id: discount.order_id, public_id: 'P1' });
    },
  };
  return { sent, send };
}

let seq = 0;
beforeEach(() => {
  resetCartStorage({ dbName: `drain-secret-${++seq}` });
  resetOutbox();
});

describe('the outbox and client secrets', () => {
  it('keeps a new secret from get-or-create on the entry and the stored client, and creates with it', async () => {
    await saveStoredClient('c1', 'client-0', null, OLD);
    await enqueueOrder(entry('a', 'c1', { client: body, clientSecret: OLD }));
    const { sent, send } = server({ id: 'client-2', client_secret: NEW });
    expect((await drainOutbox('c1', send)).sent).toEqual(['a']);
    expect(sent).toEqual([
      { kind: 'client', secret: OLD },
      { kind: 'create', secret: NEW, clientId: 'client-2' },
      { kind: 'update', secret: null },
    ]);
    expect(await outboxEntry('c1', 'a')).toMatchObject({ clientId: 'client-2', clientSecret: NEW });
    expect(await loadStoredClient('c1')).toEqual({
      clientId: 'client-2',
      client: null,
      clientSecret: NEW,
    });
  });

  it('keeps the entry secret when the answer brings none (this device is known)', async () => {
    await enqueueOrder(entry('a', 'c1', { client: body, clientSecret: OLD }));
    const { sent, send } = server({ id: 'client-0' });
    await drainOutbox('c1', send);
    expect(sent.map((s) => s.secret)).toEqual([OLD, OLD, null]);
    expect(await outboxEntry('c1', 'a')).toMatchObject({ clientId: 'client-0', clientSecret: OLD });
    // Nothing new to keep: the stored client is left as it was (none here).
    expect(await loadStoredClient('c1')).toBeNull();
  });

  it('sends no secret when the device has none, and keeps the one the answer issues', async () => {
    await enqueueOrder(entry('a', 'c1', { client: body }));
    const { sent, send } = server({ id: 'client-3', client_secret: NEW });
    await drainOutbox('c1', send);
    expect(sent.map((s) => s.secret)).toEqual([null, NEW, null]);
    expect((await loadStoredClient('c1'))?.clientSecret).toBe(NEW);
  });

  it('a create retried after no answer still carries the new secret, without asking again', async () => {
    await enqueueOrder(entry('a', 'c1', { client: body, clientSecret: OLD }));
    const { sent, send } = server({ id: 'client-2', client_secret: NEW }, 1);
    let clock = 1_000_000;
    expect((await drainOutbox('c1', send, { now: () => clock })).retrying).toEqual(['a']);
    clock += 600_000;
    expect((await drainOutbox('c1', send, { now: () => clock })).sent).toEqual(['a']);
    expect(sent.map((s) => [s.kind, s.secret])).toEqual([
      ['client', OLD],
      ['create', NEW],
      ['create', NEW],
      ['update', null],
    ]);
  });

  it("sends the entry's secret on the create of a known client and on a coupon put back", async () => {
    const create = { ...entry('x').create, client_id: 'client-0' };
    await enqueueOrder(entry('a', 'c1', { create, clientSecret: OLD }));
    await enqueueOrder(withCoupon('bb', 'c1', { couponOrderId: 'order-8', clientSecret: OLD }));
    const { sent, send } = server({ id: 'unused' });
    await drainOutbox('c1', send);
    expect(sent.map((s) => [s.kind, s.secret])).toEqual([
      ['create', OLD],
      ['update', null],
      ['discount', OLD],
      ['update', null],
    ]);
  });

  it('validates the secret of an entry read back', () => {
    expect(isOutboxEntry(entry('a', 'c1', { clientSecret: OLD }))).toBe(true);
    expect(isOutboxEntry({ ...entry('a'), clientSecret: 42 })).toBe(false);
    expect(isOutboxEntry({ ...entry('a'), clientId: { id: 'x' } })).toBe(false);
  });
});
