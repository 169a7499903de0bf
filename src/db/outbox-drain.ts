// docs/contracts.md "Offline": sends each due entry once. Pure TypeScript over the outbox store
// and a sender, so the page (src/api) and the service worker (its own fetch) share it.
// Exactly once rests on two things: the claim (one drainer per entry at a time, under a lease
// that expires if its drainer dies) and the idempotency keys (a replayed create or update
// answers the original order, so resending after a lost answer never doubles it).
// Refusals are read by their code (issue [7/13], outbox-refusals.ts).
import { saveStoredClientSecret } from './local-data';
import type { Lease } from './outbox-store';
import { outboxStore } from './outbox';
import {
  alreadyPlaced,
  codeOf,
  draftSwept,
  messageOf,
  paramsOf,
  transient,
} from './outbox-refusals';
import { couponPending } from './outbox-types';
import type { ClientCreateBody, OutboxEntry } from './outbox-types';
import type { OrderCreatePayload, OrderUpdatePayload } from '../domain/types';

export interface SentOrder {
  id: string;
  public_id?: string;
}

/** A get-or-create answer: `client_secret` when the server issued this device a new one. */
export interface SentClient {
  id: string;
  client_secret?: string;
}

/**
 * Failures must carry the HTTP `status` (0 when no answer came) and a `message`, and the error
 * `body` as answered, whose code and params src/api/refusal.ts reads. `secret` is the device's
 * client secret (issue [8/13]), sent as X-Client-Secret when there is one.
 */
export interface OutboxSender {
  getOrCreateClient(body: ClientCreateBody, secret: string | null): Promise<SentClient>;
  createOrder(payload: OrderCreatePayload, key: string, secret: string | null): Promise<SentOrder>;
  updateOrder(
    companyId: string,
    orderId: string,
    payload: OrderUpdatePayload,
    key: string,
  ): Promise<SentOrder>;
  /** §7.3 apply-discount with a coupon code, for a draft created again (issue [7/13]). */
  applyDiscount(
    companyId: string,
    body: { order_id: string; coupon_code: string },
    key: string,
    secret: string | null,
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

const newKey = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

type Step = { kind: 'sent' } | { kind: 'lost' };
type Swept = { kind: 'swept'; error: unknown };
type Save = (changes: Partial<OutboxEntry>) => Promise<boolean>;

/**
 * A draft created again starts with no discount, and only a coupon can be put back on it. An
 * entry whose draft had anything else (or a coupon whose code it lacks, queued by an older build)
 * is not created again: it fails, rather than be placed at a price the diner was not shown.
 */
function recreatable(entry: OutboxEntry): boolean {
  const discounts: readonly { modality: string }[] = entry.preview.discounts ?? [];
  return discounts.every((d) => d.modality === 'COUPON' && entry.couponCode !== undefined);
}

/**
 * The page learns a client the drain got or created from the stored client (the worker has no
 * localStorage). Losing this write costs only the diner's saved view next time: never the order.
 */
async function keepClientSecret(companyId: string, clientId: string, secret: string | undefined) {
  if (!secret) return;
  try {
    await saveStoredClientSecret(companyId, clientId, secret);
  } catch (error) {
    console.warn('[outbox] keeping the client secret failed', error);
  }
}

/** Runs the remaining steps of one claimed entry, saving progress after each answer. */
async function run(entry: OutboxEntry, send: OutboxSender, lease: Lease): Promise<Step> {
  const store = await outboxStore();
  const save: Save = (changes) => store.settle(entry.companyId, entry.id, lease.id, changes);
  const first = await attempt(entry, send, save, true);
  if (first.kind !== 'swept') return first;
  if (!recreatable(entry)) throw first.error;
  // Its draft was swept before the placement went out: the order is created again, its coupon
  // applied again, and placed, each under a fresh key (the old ones answer for the old draft
  // forever). The keys are saved before anything is sent, so a drainer that dies mid-way
  // resumes under the same ones.
  const fresh: Partial<OutboxEntry> = {
    orderId: undefined,
    publicId: undefined,
    createKey: newKey(),
    updateKey: newKey(),
    ...(entry.couponCode === undefined ? {} : { discountKey: newKey() }),
  };
  if (!(await save(fresh))) return { kind: 'lost' };
  const again = (await store.get(entry.companyId, entry.id)) ?? { ...entry, ...fresh };
  const second = await attempt(again, send, save, false);
  return second.kind === 'swept' ? { kind: 'lost' } : second;
}

/** The step a refusal answered, so the diner's retry sends that step under a fresh key. */
function refusedStep(entry: OutboxEntry | null): Partial<OutboxEntry> {
  if (!entry?.orderId) return { createKey: newKey() };
  if (couponPending(entry, entry.orderId)) return { discountKey: newKey() };
  return { updateKey: newKey() };
}

/** One pass over the steps; 'swept' when the draft was found gone (and that may retry). */
async function attempt(
  entry: OutboxEntry,
  send: OutboxSender,
  save: Save,
  mayRecreate: boolean,
): Promise<Step | Swept> {
  let { orderId, publicId, clientId, clientSecret } = entry;
  let create = entry.create;
  if (!orderId && entry.client && !clientId) {
    const client = await send.getOrCreateClient(entry.client, clientSecret ?? null);
    clientId = client.id;
    // A new secret replaces the one the entry carried: the create below must send it.
    clientSecret = client.client_secret ?? clientSecret;
    const kept = clientSecret === undefined ? { clientId } : { clientId, clientSecret };
    if (!(await save(kept))) return { kind: 'lost' };
    await keepClientSecret(entry.companyId, clientId, client.client_secret);
  }
  if (!orderId) {
    if (clientId && !create.client_id) create = { ...create, client_id: clientId };
    const order = await send.createOrder(create, entry.createKey, clientSecret ?? null);
    orderId = order.id;
    publicId = order.public_id ?? publicId;
    if (!(await save({ orderId, publicId, create }))) return { kind: 'lost' };
  }
  // The coupon goes on before the placement, or the placement does not go out at all: a
  // refusal here fails the entry with the coupon's reason (drainOutbox).
  if (entry.couponCode !== undefined && couponPending(entry, orderId)) {
    const body = { order_id: orderId, coupon_code: entry.couponCode };
    // Entries are checked to carry a key with their coupon; one never goes without a saved key.
    const key = entry.discountKey ?? newKey();
    if (!entry.discountKey && !(await save({ discountKey: key }))) return { kind: 'lost' };
    try {
      await send.applyDiscount(entry.companyId, body, key, clientSecret ?? null);
    } catch (error) {
      if (mayRecreate && draftSwept(error)) return { kind: 'swept', error };
      throw error;
    }
    if (!(await save({ couponOrderId: orderId }))) return { kind: 'lost' };
  }
  try {
    const order = await send.updateOrder(entry.companyId, orderId, entry.update, entry.updateKey);
    publicId = order.public_id ?? publicId;
  } catch (error) {
    if (mayRecreate && draftSwept(error)) return { kind: 'swept', error };
    if (!alreadyPlaced(error)) throw error;
  }
  const done = await save({
    status: 'sent',
    orderId,
    publicId,
    leaseId: undefined,
    leaseUntil: undefined,
    error: undefined,
    errorCode: undefined,
    errorParams: undefined,
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
        const fresh = refusedStep(await store.get(companyId, entry.id));
        await store.settle(companyId, entry.id, lease.id, {
          ...fresh,
          status: 'failed',
          error: messageOf(error),
          errorCode: codeOf(error),
          errorParams: paramsOf(error),
          leaseId: undefined,
          leaseUntil: undefined,
        });
        result.failed.push(entry.id);
      }
    }
  }
  return result;
}
