// docs/contracts.md "Offline": sends each due entry once. Pure TypeScript over the outbox store
// and a sender, so the page (src/api) and the service worker (its own fetch) share it.
// Exactly once rests on two things: the claim (one drainer per entry at a time, under a lease
// that expires if its drainer dies) and the idempotency keys (a replayed create or update
// answers the original order, so resending after a lost answer never doubles it).
import type { Lease } from './outbox-store';
import { outboxStore } from './outbox';
import type { ClientCreateBody, OutboxEntry } from './outbox-types';
import type { OrderCreatePayload, OrderUpdatePayload } from '../domain/types';

export interface SentOrder {
  id: string;
  public_id?: string;
}

/** Failures must carry the HTTP `status` (0 when no answer came) and a `message`. */
export interface OutboxSender {
  getOrCreateClient(body: ClientCreateBody): Promise<{ id: string }>;
  createOrder(payload: OrderCreatePayload, key: string): Promise<SentOrder>;
  updateOrder(
    companyId: string,
    orderId: string,
    payload: OrderUpdatePayload,
    key: string,
  ): Promise<SentOrder>;
}

export interface DrainOptions {
  now?: () => number;
  random?: () => number;
  leaseMs?: number;
}

export interface DrainResult {
  sent: string[];
  failed: string[];
  retrying: string[];
}

export const BACKOFF_MIN_MS = 5_000;
export const BACKOFF_MAX_MS = 300_000;
export const LEASE_MS = 120_000;

/** 5 s, 10 s, 20 s … capped at 5 min, each within ±20 % so many devices do not retry in step. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(Math.min(BACKOFF_MAX_MS, base * (0.8 + 0.4 * random())));
}

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 0;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : 'Request failed';
}

/** No answer, a server fault, or the server still busy with the same key: try again later. */
function transient(error: unknown): boolean {
  const status = statusOf(error);
  if (status === 409) return /still being processed/i.test(messageOf(error));
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

const newKey = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

type Step = { kind: 'sent' } | { kind: 'lost' };

/** Runs the remaining steps of one claimed entry, saving progress after each answer. */
async function run(entry: OutboxEntry, send: OutboxSender, lease: Lease): Promise<Step> {
  const store = await outboxStore();
  const save = (changes: Partial<OutboxEntry>) =>
    store.settle(entry.companyId, entry.id, lease.id, changes);
  let { orderId, publicId, clientId } = entry;
  let create = entry.create;
  if (!orderId && entry.client && !clientId) {
    clientId = (await send.getOrCreateClient(entry.client)).id;
    if (!(await save({ clientId }))) return { kind: 'lost' };
  }
  if (!orderId) {
    if (clientId && !create.client_id) create = { ...create, client_id: clientId };
    const order = await send.createOrder(create, entry.createKey);
    orderId = order.id;
    publicId = order.public_id ?? publicId;
    if (!(await save({ orderId, publicId, create }))) return { kind: 'lost' };
  }
  try {
    const order = await send.updateOrder(entry.companyId, orderId, entry.update, entry.updateKey);
    publicId = order.public_id ?? publicId;
  } catch (error) {
    // 'Already placed': an earlier attempt's update went through and only its answer was lost.
    if (statusOf(error) !== 409 || !/already been placed/i.test(messageOf(error))) throw error;
  }
  const done = await save({
    status: 'sent',
    orderId,
    publicId,
    leaseId: undefined,
    leaseUntil: undefined,
    error: undefined,
  });
  return done ? { kind: 'sent' } : { kind: 'lost' };
}

export async function drainOutbox(
  companyId: string,
  send: OutboxSender,
  options: DrainOptions = {},
): Promise<DrainResult> {
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const result: DrainResult = { sent: [], failed: [], retrying: [] };
  const store = await outboxStore();
  for (const candidate of await store.list(companyId)) {
    const at = now();
    const lease = { id: newKey(), now: at, until: at + (options.leaseMs ?? LEASE_MS) };
    const entry = await store.claim(companyId, candidate.id, lease);
    if (!entry) continue;
    try {
      const step = await run(entry, send, lease);
      if (step.kind === 'sent') result.sent.push(entry.id);
    } catch (error) {
      if (transient(error)) {
        // No answer or a server fault: the same keys go again later.
        await store.settle(companyId, entry.id, lease.id, {
          status: 'queued',
          nextAttemptAt: now() + backoffMs(entry.attempts, random),
          leaseId: undefined,
          leaseUntil: undefined,
        });
        result.retrying.push(entry.id);
      } else {
        // The server stores a refusal under its key and would replay it forever; it applied
        // nothing, so the diner's retry goes out under a fresh key for the refused step.
        const now = await store.get(companyId, entry.id);
        const fresh = now?.orderId ? { updateKey: newKey() } : { createKey: newKey() };
        await store.settle(companyId, entry.id, lease.id, {
          ...fresh,
          status: 'failed',
          error: messageOf(error),
          leaseId: undefined,
          leaseUntil: undefined,
        });
        result.failed.push(entry.id);
      }
    }
  }
  return result;
}
