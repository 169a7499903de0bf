// docs/contracts.md "Offline": an order placed without a network, kept until the server has it.
// `preview` is the order as computed locally with the domain (lines and totals), so the
// tracking page can show it while it waits; the server recomputes every price on arrival.
import { is, number, object, optional, string, type, enums, array } from 'superstruct';
import type { ErrorCode, ErrorParams } from '../domain/error-codes';
import type { Order, OrderCreatePayload, OrderUpdatePayload } from '../domain/types';

export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'failed';

/** §7.5 get-or-create body (the same shape as src/api's ClientCreatePayload). */
export interface ClientCreateBody {
  company_id: string;
  name: string;
  country_calling_code: string;
  phone_number: string;
}

export interface OutboxEntry {
  id: string;
  companyId: string;
  /** ISO time it was queued. */
  createdAt: string;
  status: OutboxStatus;
  attempts: number;
  /** Epoch ms; not sent before this. */
  nextAttemptAt: number;
  /** While 'sending': who holds it and until when (epoch ms); an expired lease is free. */
  leaseId?: string;
  leaseUntil?: number;
  /** Created first when present; its id fills create.client_id. */
  client?: ClientCreateBody;
  create: OrderCreatePayload;
  createKey: string;
  update: OrderUpdatePayload;
  updateKey: string;
  /** Set once the create has answered (or when the order existed before going offline). */
  orderId?: string;
  /**
   * The coupon the diner had applied to the draft, when it had one: a draft the server swept is
   * created again with it, so the order is never placed at a price the diner was not shown.
   * `discountKey` is the idempotency key for applying it (saved before it is sent, like the
   * others); `couponOrderId` is the order it is known to be on, so when `orderId` differs (a
   * draft created again) the drain applies it before placing.
   */
  couponCode?: string;
  discountKey?: string;
  couponOrderId?: string;
  publicId?: string;
  clientId?: string;
  /**
   * This device's secret for the order's client (issue [8/13]), sent as X-Client-Secret on the
   * create (the order takes this device's name and addresses) and on apply-discount. Copied in
   * when the entry is built (the service worker has no localStorage); replaced when the drain's
   * get-or-create answers a new one.
   */
  clientSecret?: string;
  /** The server's message when it refused the order (status 'failed'); for logs, not diners. */
  error?: string;
  /** The refusal's code and params (issue [7/13]): what the diner reads, localized. */
  errorCode?: ErrorCode;
  errorParams?: ErrorParams;
  preview: Order;
}

const text = string();
const entryShape = type({
  id: text,
  companyId: text,
  createdAt: text,
  status: enums(['queued', 'sending', 'sent', 'failed']),
  attempts: number(),
  nextAttemptAt: number(),
  client: optional(
    object({ company_id: text, name: text, country_calling_code: text, phone_number: text }),
  ),
  create: type({ company_id: text, service_type: text, currency: text, combos: array(type({})) }),
  createKey: text,
  update: type({ timezone: text, currency: text }),
  updateKey: text,
  orderId: optional(text),
  couponCode: optional(text),
  discountKey: optional(text),
  couponOrderId: optional(text),
  clientId: optional(text),
  clientSecret: optional(text),
  preview: type({ combos: array(type({})), total: number(), service_type: text }),
});

/** DESIGN rule 5: a row read back must still be an entry of this company. */
export function isOutboxEntry(value: unknown, companyId?: string): value is OutboxEntry {
  if (!is(value, entryShape)) return false;
  // A coupon without its key could not be applied under idempotency: the row is broken.
  if (value.couponCode !== undefined && value.discountKey === undefined) return false;
  return companyId === undefined || value.companyId === companyId;
}

/** The entry's coupon still has to be applied to `orderId` (a draft created again). */
export function couponPending(
  entry: Pick<OutboxEntry, 'couponCode' | 'couponOrderId'>,
  orderId: string,
): boolean {
  return entry.couponCode !== undefined && entry.couponOrderId !== orderId;
}
