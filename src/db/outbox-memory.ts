// The outbox in memory, for when IndexedDB cannot be opened: orders still queue and send while
// the page stays open (a reload loses them, as it loses the cart). JavaScript runs one task at
// a time, so a synchronous check-and-set is as atomic here as a transaction.
import { clearCart } from './cart-repository';
import type { OutboxStore } from './outbox-store';
import { byCreatedAt, claimed, isDue } from './outbox-store';
import type { OutboxEntry } from './outbox-types';

export function createMemoryOutbox(): OutboxStore {
  const entries = new Map<string, OutboxEntry>();
  const listeners = new Map<string, Set<(entries: OutboxEntry[]) => void>>();
  const copy = <T>(value: T): T => structuredClone(value);
  const of = (companyId: string) =>
    [...entries.values()]
      .filter((e) => e.companyId === companyId)
      .sort(byCreatedAt)
      .map(copy);
  const find = (companyId: string, id: string) => {
    const entry = entries.get(id);
    return entry && entry.companyId === companyId ? entry : null;
  };
  const notify = (companyId: string) => {
    for (const listener of listeners.get(companyId) ?? []) listener(of(companyId));
  };
  const put = (entry: OutboxEntry) => {
    entries.set(entry.id, copy(entry));
    notify(entry.companyId);
  };

  return {
    kind: 'memory',
    async enqueue(entry) {
      if (entries.has(entry.id)) throw new Error(`outbox entry ${entry.id} exists`);
      put(entry);
      await clearCart(entry.companyId);
    },
    list: (companyId) => Promise.resolve(of(companyId)),
    get: (companyId, id) => {
      const entry = find(companyId, id);
      return Promise.resolve(entry ? copy(entry) : null);
    },
    companies: () =>
      Promise.resolve([
        ...new Set(
          [...entries.values()]
            .filter((e) => e.status === 'queued' || e.status === 'sending')
            .map((e) => e.companyId),
        ),
      ]),
    claim(companyId, id, lease) {
      const entry = find(companyId, id);
      if (!entry || !isDue(entry, lease.now)) return Promise.resolve(null);
      const next = claimed(entry, lease);
      put(next);
      return Promise.resolve(copy(next));
    },
    settle(companyId, id, leaseId, changes) {
      const entry = find(companyId, id);
      if (!entry || entry.status !== 'sending' || entry.leaseId !== leaseId)
        return Promise.resolve(false);
      put({ ...entry, ...changes });
      return Promise.resolve(true);
    },
    update(companyId, id, changes) {
      const entry = find(companyId, id);
      if (entry) put({ ...entry, ...changes });
      return Promise.resolve();
    },
    pruneSent(companyId, before) {
      for (const entry of [...entries.values()])
        if (entry.companyId === companyId && entry.status === 'sent' && entry.createdAt < before)
          entries.delete(entry.id);
      notify(companyId);
      return Promise.resolve();
    },
    watch(companyId, onChange) {
      const set = listeners.get(companyId) ?? new Set();
      listeners.set(companyId, set);
      set.add(onChange);
      onChange(of(companyId));
      return () => set.delete(onChange);
    },
  };
}
