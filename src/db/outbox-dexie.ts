// The outbox over IndexedDB. Claims run in a read-write transaction: IndexedDB serialises
// overlapping read-write transactions across tabs and workers of one origin, so of two
// drainers only the first sees the entry due; the second sees it 'sending' under a live lease.
import { liveQuery } from 'dexie';
import type { ComandaDB } from './db';
import type { OutboxStore } from './outbox-store';
import { byCreatedAt, claimed, isDue } from './outbox-store';
import type { OutboxEntry } from './outbox-types';
import { isOutboxEntry } from './outbox-types';

function valid(companyId: string, rows: readonly unknown[]): OutboxEntry[] {
  const kept: OutboxEntry[] = [];
  for (const row of rows) {
    if (isOutboxEntry(row, companyId)) kept.push(row);
    else console.warn('[outbox] dropped an invalid entry read from storage', row);
  }
  return kept.sort(byCreatedAt);
}

async function readOne(db: ComandaDB, companyId: string, id: string): Promise<OutboxEntry | null> {
  const row: unknown = await db.outbox.get(id);
  return isOutboxEntry(row, companyId) ? row : null;
}

export function createDexieOutbox(db: ComandaDB): OutboxStore {
  const list = async (companyId: string) =>
    valid(companyId, await db.outbox.where('companyId').equals(companyId).toArray());
  return {
    kind: 'indexeddb',
    async enqueue(entry) {
      await db.transaction('rw', db.outbox, db.cartLines, db.stockLedger, async () => {
        await db.outbox.add(entry);
        await db.cartLines.where('companyId').equals(entry.companyId).delete();
        await db.stockLedger.where('companyId').equals(entry.companyId).delete();
      });
    },
    list,
    get: (companyId, id) => readOne(db, companyId, id),
    async companies() {
      const rows = await db.outbox.toArray();
      const open = rows.filter((r) => r.status === 'queued' || r.status === 'sending');
      return [...new Set(open.map((r) => r.companyId))];
    },
    claim(companyId, id, lease) {
      return db.transaction('rw', db.outbox, async () => {
        const entry = await readOne(db, companyId, id);
        if (!entry || !isDue(entry, lease.now)) return null;
        const next = claimed(entry, lease);
        await db.outbox.put(next);
        return next;
      });
    },
    settle(companyId, id, leaseId, changes) {
      return db.transaction('rw', db.outbox, async () => {
        const entry = await readOne(db, companyId, id);
        if (!entry || entry.status !== 'sending' || entry.leaseId !== leaseId) return false;
        await db.outbox.put({ ...entry, ...changes });
        return true;
      });
    },
    async update(companyId, id, changes) {
      await db.transaction('rw', db.outbox, async () => {
        const entry = await readOne(db, companyId, id);
        if (entry) await db.outbox.put({ ...entry, ...changes });
      });
    },
    async pruneSent(companyId, before) {
      await db.outbox
        .where('companyId')
        .equals(companyId)
        .filter((row) => row.status === 'sent' && row.createdAt < before)
        .delete();
    },
    watch(companyId, onChange) {
      const subscription = liveQuery(() => list(companyId)).subscribe({
        next: onChange,
        error: (error: unknown) => console.warn('[outbox] watching storage failed', error),
      });
      return () => subscription.unsubscribe();
    },
  };
}
