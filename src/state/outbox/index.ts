// The outbox as the page sees it: a valtio mirror of the company's entries (kept in step across
// tabs by watchOutbox), and the drainer. It drains on start, when the network comes back, on
// focus, when the service worker reports a drain, and when the earliest backoff comes due.
import { proxy, useSnapshot } from 'valtio';
import { drainOutbox } from '../../db/outbox-drain';
import type { OutboxEntry } from '../../db/outbox';
import { pruneSentEntries, retryOutboxEntry, watchOutbox } from '../../db/outbox';
import { hold } from '../app';
import type { Held } from '../app';
import { pageSender } from './sender';
import { rememberLastOrder } from '../device/last-order';
import { storeClientKeys } from '../client/storage';

export const SYNC_TAG = 'comanda-outbox';
export const DRAINED_EVENT = 'comanda:outbox-drained';

export interface OutboxState {
  companyId: string | null;
  entries: Held<OutboxEntry[]>;
  ready: boolean;
}

export const outbox = proxy<OutboxState>({ companyId: null, entries: hold([]), ready: false });

export function useOutbox() {
  return useSnapshot(outbox);
}

let draining: Promise<void> | null = null;
let again = false;
let timer: ReturnType<typeof setTimeout> | null = null;
let stop: (() => void) | null = null;

/** One drain at a time per page (a call during one runs once more after it); the claim keeps
 * other tabs and the worker off the entries this page is sending. */
export function drainNow(): Promise<void> {
  const companyId = outbox.companyId;
  if (!companyId) return Promise.resolve();
  if (draining) {
    again = true;
    return draining;
  }
  draining = drainOutbox(companyId, pageSender)
    .then(() => undefined)
    .catch((error: unknown) => console.warn('[outbox] drain failed', error))
    .finally(() => {
      draining = null;
      if (again) {
        again = false;
        void drainNow();
      }
    });
  return draining;
}

/** Wakes up when the earliest queued entry comes due (its backoff, or a lease that expires). */
function schedule(entries: readonly OutboxEntry[]): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  const times = entries.flatMap((e) =>
    e.status === 'queued' ? [e.nextAttemptAt] : e.status === 'sending' ? [e.leaseUntil ?? 0] : [],
  );
  if (times.length === 0) return;
  const wait = Math.max(0, Math.min(...times) - Date.now());
  timer = setTimeout(() => void drainNow(), Math.min(wait + 50, 2 ** 31 - 1));
}

const onOnline = () => void drainNow();
const onFocus = () => void drainNow();

/** Follows a company's outbox and drains it; idempotent per company. */
export function startOutbox(companyId: string): void {
  if (outbox.companyId === companyId && stop) return;
  stop?.();
  outbox.companyId = companyId;
  outbox.ready = false;
  const unwatch = watchOutbox(companyId, (entries) => {
    // §4.9 for an order that reached the server from the queue: it is now the last order.
    const before = new Set(outbox.entries.filter((e) => e.status !== 'sent').map((e) => e.id));
    for (const entry of entries)
      if (entry.status === 'sent' && entry.orderId && before.has(entry.id)) {
        rememberLastOrder(companyId, entry.orderId);
        // A client created by the drain (client info entered offline) is now the known client,
        // with the secret its answer carried (the drain already put both in IndexedDB).
        if (entry.clientId) storeClientKeys(entry.clientId, entry.clientSecret);
      }
    outbox.entries = hold(entries);
    outbox.ready = true;
    schedule(entries);
  });
  if (typeof window !== 'undefined') {
    window.addEventListener('online', onOnline);
    window.addEventListener('focus', onFocus);
    // The service worker drained in the background: the watch already refreshes the entries;
    // a drain here picks up anything it left queued.
    window.addEventListener(DRAINED_EVENT, onOnline);
  }
  stop = () => {
    unwatch();
    if (typeof window !== 'undefined') {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener(DRAINED_EVENT, onOnline);
    }
  };
  void drainNow();
  pruneSentEntries(companyId, Date.now()).catch((error: unknown) =>
    console.warn('[outbox] pruning sent entries failed', error),
  );
}

export async function retryEntry(id: string): Promise<void> {
  const companyId = outbox.companyId;
  if (!companyId) return;
  await retryOutboxEntry(companyId, id, Date.now());
  await drainNow();
}

/** Asks the service worker to drain when the network returns, even if the page is closed. */
export async function requestBackgroundSync(): Promise<void> {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const registration = await navigator.serviceWorker.getRegistration();
    // Background Sync is Chromium-only; `sync` is missing elsewhere.
    if (!registration?.active || !('sync' in registration)) return;
    await (registration.sync as { register(tag: string): Promise<void> }).register(SYNC_TAG);
  } catch (error) {
    // Unsupported or refused: the page drains on its own triggers instead.
    console.warn('[outbox] background sync unavailable', error);
  }
}
