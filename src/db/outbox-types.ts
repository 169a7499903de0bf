// docs/contracts.md "Offline": an order placed without a network, kept until the server has it.
// `preview` is the order as computed locally with the domain (lines and totals), so the
// tracking page can show it while it waits; the server recomputes every price on arrival.
import { is, number, object, optional, string, type, enums, array } from 'superstruct';
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
  publicId?: string;
  clientId?: string;
  /** The server's message when it refused the order (status 'failed'). */
  error?: string;
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
  preview: type({ combos: array(type({})), total: number(), service_type: text }),
});

/** DESIGN rule 5: a row read back must still be an entry of this company. */
export function isOutboxEntry(value: unknown, companyId?: string): value is OutboxEntry {
  if (!is(value, entryShape)) return false;
  return companyId === undefined || value.companyId === companyId;
}
