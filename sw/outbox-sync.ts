// Background Sync (docs/contracts.md "Offline"): when the browser fires the `comanda-outbox`
// sync, drain the outbox of every company on this origin, then tell the open pages so they
// refresh what they show. A drain that left entries to retry rejects, so the browser schedules
// the sync again with its own backoff.
import { drainOutbox } from '../src/db/outbox-drain';
import { outboxCompanies } from '../src/db/outbox';
import { OUTBOX_DRAINED } from './messages';
import { createFetchSender } from './outbox-sender';

declare const self: ServiceWorkerGlobalScope;

export const OUTBOX_SYNC_TAG = 'comanda-outbox';

/** The Background Sync event; not in TypeScript's WebWorker typings. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

async function notifyClients(): Promise<void> {
  const clients = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of clients) client.postMessage(OUTBOX_DRAINED);
}

export async function drainAll(apiBase: URL): Promise<void> {
  const sender = createFetchSender(apiBase);
  let retrying = 0;
  for (const companyId of await outboxCompanies()) {
    const result = await drainOutbox(companyId, sender);
    retrying += result.retrying.length;
  }
  await notifyClients();
  if (retrying > 0) throw new Error(`${retrying} queued order(s) still waiting for the network`);
}

export function listenForOutboxSync(apiBase: URL): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(drainAll(apiBase));
  });
}
