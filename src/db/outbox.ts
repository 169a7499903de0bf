// docs/contracts.md "Offline": the outbox's storage API, on IndexedDB when it opens and in
// memory otherwise. Usable from the page and from the service worker (no DOM here).
import { openDatabase } from './connection';
import { createDexieOutbox } from './outbox-dexie';
import { createMemoryOutbox } from './outbox-memory';
import type { OutboxStore } from './outbox-store';
import type { OutboxEntry } from './outbox-types';

export type { ClientCreateBody, OutboxEntry, OutboxStatus } from './outbox-types';

let current: Promise<OutboxStore> | null = null;

async function open(): Promise<OutboxStore> {
  const db = await openDatabase();
  return db ? createDexieOutbox(db) : createMemoryOutbox();
}

export function outboxStore(): Promise<OutboxStore> {
  current ??= open();
  return current;
}

/** Writes the entry and resets the company's cart in one transaction. */
export async function enqueueOrder(entry: OutboxEntry): Promise<void> {
  await (await outboxStore()).enqueue(entry);
}

/** Entries not yet sent (queued, sending or failed), oldest first. */
export async function pendingEntries(companyId: string): Promise<OutboxEntry[]> {
  const all = await (await outboxStore()).list(companyId);
  return all.filter((e) => e.status !== 'sent');
}

export async function outboxEntry(companyId: string, id: string): Promise<OutboxEntry | null> {
  return (await outboxStore()).get(companyId, id);
}

export async function outboxCompanies(): Promise<string[]> {
  return (await outboxStore()).companies();
}

/** The diner's retry: due now, error cleared (a refused order may succeed once fixed upstream). */
export async function retryOutboxEntry(companyId: string, id: string, now: number): Promise<void> {
  const store = await outboxStore();
  const entry = await store.get(companyId, id);
  if (!entry || entry.status === 'sent') return;
  if (entry.status === 'sending' && (entry.leaseUntil ?? 0) > now) return;
  await store.update(companyId, id, { status: 'queued', nextAttemptAt: now, error: undefined });
}

/** Sent entries are kept a week (a tracking link to one still resolves), then dropped. */
export const SENT_KEEP_MS = 7 * 24 * 3_600_000;

export async function pruneSentEntries(companyId: string, now: number): Promise<void> {
  await (await outboxStore()).pruneSent(companyId, new Date(now - SENT_KEEP_MS).toISOString());
}

/** Calls back with every entry of the company now and after each change (other tabs too). */
export function watchOutbox(companyId: string, onChange: (entries: OutboxEntry[]) => void) {
  let stop: (() => void) | null = null;
  let stopped = false;
  void outboxStore().then((store) => {
    if (!stopped) stop = store.watch(companyId, onChange);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

/** Tests: forget the store (pair with resetDatabase / resetCartStorage). */
export function resetOutbox(store?: OutboxStore): void {
  current = store ? Promise.resolve(store) : null;
}
