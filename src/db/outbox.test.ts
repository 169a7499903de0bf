// The outbox's storage on a real (fake-indexeddb) IndexedDB: enqueue is one transaction with
// the cart reset, entries are per company and validated on the way back (DESIGN rule 5).
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCartLine } from '../domain/cart-line';
import { product, variant } from '../domain/catalogue.fixtures';
import { loadCart, resetCartStorage, saveCart } from './cart-repository';
import { ComandaDB } from './db';
import { entry } from './outbox.fixtures';
import {
  enqueueOrder,
  outboxCompanies,
  outboxEntry,
  outboxStore,
  pendingEntries,
  pruneSentEntries,
  resetOutbox,
  retryOutboxEntry,
  watchOutbox,
} from './outbox';
import { createMemoryOutbox } from './outbox-memory';
import type { OutboxEntry } from './outbox-types';

const pizza = product({ id: 'pizza', name: 'Pizza', product_variants: [variant({ id: 'pv' })] });
const line = buildCartLine({
  product: pizza,
  variant: pizza.product_variants[0]!,
  modifiers: [],
  quantity: 2,
  comment: null,
});

let name = '';
let seq = 0;
beforeEach(() => {
  name = `outbox-test-${++seq}`;
  resetCartStorage({ dbName: name });
  resetOutbox();
});

describe('outbox storage', () => {
  it('enqueues the entry and empties that company’s cart in one transaction', async () => {
    await saveCart('c1', [line], { pv: 2 });
    await saveCart('c2', [line], { pv: 2 });
    await enqueueOrder(entry('a'));
    expect(await loadCart('c1')).toEqual({ lines: [], ledger: {} });
    expect((await loadCart('c2')).lines).toHaveLength(1);
    expect((await pendingEntries('c1')).map((e) => e.id)).toEqual(['a']);
    expect(await pendingEntries('c2')).toEqual([]);
    expect(await outboxCompanies()).toEqual(['c1']);
  });

  it('keeps the cart when the entry cannot be written (same id twice)', async () => {
    await enqueueOrder(entry('a'));
    await saveCart('c1', [line], { pv: 2 });
    await expect(enqueueOrder(entry('a'))).rejects.toThrow();
    expect((await loadCart('c1')).lines).toHaveLength(1);
    expect(await pendingEntries('c1')).toHaveLength(1);
  });

  it('drops invalid rows and other companies’ rows on read', async () => {
    await enqueueOrder(entry('a'));
    const db = new ComandaDB(name);
    await db.table('outbox').put({ id: 'junk', companyId: 'c1', status: 'queued' });
    db.close();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await pendingEntries('c1')).map((e) => e.id)).toEqual(['a']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(await outboxEntry('c2', 'a')).toBeNull();
    warn.mockRestore();
  });

  it('retry makes a failed entry due now and clears its error', async () => {
    await enqueueOrder(entry('a', 'c1', { status: 'failed', error: 'No', nextAttemptAt: 9e15 }));
    await retryOutboxEntry('c1', 'a', 1000);
    const again = await outboxEntry('c1', 'a');
    expect(again).toMatchObject({ status: 'queued', nextAttemptAt: 1000 });
    expect(again?.error).toBeUndefined();
  });

  it('watchOutbox reports now and after changes', async () => {
    const seen: OutboxEntry[][] = [];
    const stop = watchOutbox('c1', (entries) => seen.push(entries));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    await enqueueOrder(entry('a'));
    await vi.waitFor(() => expect(seen.at(-1)?.map((e) => e.id)).toEqual(['a']));
    stop();
  });

  it('prunes sent entries older than a week, keeping newer and unsent ones', async () => {
    const now = Date.parse('2026-01-20T00:00:00.000Z');
    await enqueueOrder(
      entry('old', 'c1', { status: 'sent', createdAt: '2026-01-01T00:00:00.000Z' }),
    );
    await enqueueOrder(
      entry('new', 'c1', { status: 'sent', createdAt: '2026-01-19T00:00:00.000Z' }),
    );
    await enqueueOrder(entry('wait', 'c1', { createdAt: '2026-01-01T00:00:00.000Z' }));
    await pruneSentEntries('c1', now);
    const left = await outboxStore().then((s) => s.list('c1'));
    expect(left.map((e) => e.id).sort()).toEqual(['new', 'wait']);
  });

  it('works in memory when IndexedDB is unavailable', async () => {
    resetOutbox(createMemoryOutbox());
    await enqueueOrder(entry('m'));
    expect((await pendingEntries('c1')).map((e) => e.id)).toEqual(['m']);
  });
});
