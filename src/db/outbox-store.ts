// What the outbox needs from storage, implemented over IndexedDB (outbox-dexie.ts) and memory
// (outbox-memory.ts, when IndexedDB cannot be opened). The claim is the one place two drainers
// (the page and the service worker, or two tabs) meet: it must be atomic.
import type { OutboxEntry } from './outbox-types';

export interface OutboxStore {
  readonly kind: 'indexeddb' | 'memory';
  /** Stores the entry and empties the company's cart, in one transaction. */
  enqueue(entry: OutboxEntry): Promise<void>;
  list(companyId: string): Promise<OutboxEntry[]>;
  get(companyId: string, id: string): Promise<OutboxEntry | null>;
  /** Companies with entries not yet sent (the service worker drains each). */
  companies(): Promise<string[]>;
  /** Marks a due entry 'sending' under a fresh lease; null when it is not due or taken. */
  claim(companyId: string, id: string, lease: Lease): Promise<OutboxEntry | null>;
  /** Applies changes only while `leaseId` still holds the entry; false when the lease was lost. */
  settle(
    companyId: string,
    id: string,
    leaseId: string,
    changes: Partial<OutboxEntry>,
  ): Promise<boolean>;
  /** An unconditional change (the diner's retry). */
  update(companyId: string, id: string, changes: Partial<OutboxEntry>): Promise<void>;
  /** Deletes the company's sent entries queued before `before` (ISO time). */
  pruneSent(companyId: string, before: string): Promise<void>;
  watch(companyId: string, onChange: (entries: OutboxEntry[]) => void): () => void;
}

export interface Lease {
  id: string;
  now: number;
  until: number;
}

/** Queued and its time has come, or 'sending' under a lease that expired (a drainer died). */
export function isDue(entry: OutboxEntry, now: number): boolean {
  if (entry.status === 'queued') return entry.nextAttemptAt <= now;
  if (entry.status === 'sending') return (entry.leaseUntil ?? 0) <= now;
  return false;
}

export function claimed(entry: OutboxEntry, lease: Lease): OutboxEntry {
  return {
    ...entry,
    status: 'sending',
    leaseId: lease.id,
    leaseUntil: lease.until,
    attempts: entry.attempts + 1,
  };
}

export const byCreatedAt = (a: OutboxEntry, b: OutboxEntry): number =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0;
