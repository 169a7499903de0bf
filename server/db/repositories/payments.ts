// Payments (issue [10/13]): one row per attempt to pay one order. State changes are
// compare-and-set on the state the caller read, so a webhook and a status check racing on the
// same payment cannot both apply their effect.
import type { Kysely, Updateable } from 'kysely';
import type { PaymentState, RefundReason } from '../../../src/domain/payment-state';
import type { PaymentMethodKind, ProviderKind } from '../../payments/provider';
import { isStringMap, readJson } from '../json';
import type { Database, PaymentsTable } from '../schema';

export interface PaymentRecord {
  id: string;
  companyId: string;
  orderId: string | null;
  providerId: string;
  providerKind: ProviderKind;
  paymentMethodId: string;
  methodKind: PaymentMethodKind;
  providerPaymentId: string | null;
  amount: number;
  currency: string;
  state: PaymentState;
  client: Record<string, string>;
  refundState: 'pending' | 'refunded' | 'failed' | null;
  refundedAmount: number;
  startedAt: string | null;
  settledAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** What the provider says it took (once succeeded); null before. */
  receivedAmount: number | null;
  receivedCurrency: string | null;
  refundReason: RefundReason | null;
  /** The tab payment this money is for (issue [17/21]); null for an order's payment. */
  tabPaymentId: string | null;
}

export function paymentOf(row: Database['payments']): PaymentRecord {
  return {
    id: row.id,
    companyId: row.company_id,
    orderId: row.order_id,
    providerId: row.provider_id,
    providerKind: row.provider_kind as ProviderKind,
    paymentMethodId: row.payment_method_id,
    methodKind: row.method_kind as PaymentMethodKind,
    providerPaymentId: row.provider_payment_id,
    amount: Number(row.amount),
    currency: row.currency,
    state: row.state as PaymentState,
    client: readJson<Record<string, string>>(row.client, isStringMap, {}),
    refundState: row.refund_state as PaymentRecord['refundState'],
    refundedAmount: Number(row.refunded_amount),
    startedAt: row.started_at,
    settledAt: row.settled_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    receivedAmount: row.received_amount === null ? null : Number(row.received_amount),
    receivedCurrency: row.received_currency,
    refundReason: row.refund_reason as RefundReason | null,
    tabPaymentId: row.tab_payment_id,
  };
}

/** A new attempt: nothing received and nothing to give back yet. */
export type NewPayment = Omit<
  Database['payments'],
  'received_amount' | 'received_currency' | 'refund_reason' | 'tab_payment_id'
> & { tab_payment_id?: string | null };

export async function insertPayment(db: Kysely<Database>, row: NewPayment): Promise<void> {
  await db
    .insertInto('payments')
    .values({ ...row, received_amount: null, received_currency: null, refund_reason: null })
    .execute();
}

export async function getPayment(
  db: Kysely<Database>,
  companyId: string,
  paymentId: string,
): Promise<PaymentRecord | null> {
  const row = await db
    .selectFrom('payments')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', paymentId)
    .executeTakeFirst();
  return row ? paymentOf(row) : null;
}

export async function findPaymentByFingerprint(
  db: Kysely<Database>,
  companyId: string,
  fingerprint: string,
): Promise<PaymentRecord | null> {
  const row = await db
    .selectFrom('payments')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('fingerprint', '=', fingerprint)
    .executeTakeFirst();
  return row ? paymentOf(row) : null;
}

export async function findPaymentByProviderId(
  db: Kysely<Database>,
  providerId: string,
  providerPaymentId: string,
): Promise<PaymentRecord | null> {
  const row = await db
    .selectFrom('payments')
    .selectAll()
    .where('provider_id', '=', providerId)
    .where('provider_payment_id', '=', providerPaymentId)
    .executeTakeFirst();
  return row ? paymentOf(row) : null;
}

/** The order's payments, newest first. */
export async function listOrderPayments(
  db: Kysely<Database>,
  companyId: string,
  orderId: string,
): Promise<PaymentRecord[]> {
  const rows = await db
    .selectFrom('payments')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(paymentOf);
}

/** How many attempts this order has made: a new attempt gets a new idempotency key. */
export async function countOrderPayments(
  db: Kysely<Database>,
  companyId: string,
  orderId: string,
): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Sets `changes` only while the payment is still in `from`; false when it moved meanwhile. */
export async function updatePaymentFrom(
  db: Kysely<Database>,
  companyId: string,
  paymentId: string,
  from: PaymentState,
  changes: Updateable<PaymentsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set(changes)
    .where('company_id', '=', companyId)
    .where('id', '=', paymentId)
    .where('state', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function updatePayment(
  db: Kysely<Database>,
  companyId: string,
  paymentId: string,
  changes: Updateable<PaymentsTable>,
): Promise<void> {
  await db
    .updateTable('payments')
    .set(changes)
    .where('company_id', '=', companyId)
    .where('id', '=', paymentId)
    .execute();
}

/**
 * Payments the reconciliation job must look at (reconcile.ts): waiting ones, intents the diner
 * never started (money can still arrive for them, issue [14/21]), succeeded ones nobody
 * accounted for, and refunds to retry.
 */
export async function listPaymentsToReconcile(
  db: Kysely<Database>,
  olderThan: string,
  limit: number,
): Promise<PaymentRecord[]> {
  const rows = await db
    .selectFrom('payments')
    .selectAll()
    .where('updated_at', '<', olderThan)
    .where((eb) =>
      eb.or([
        eb('state', 'in', ['pending', 'requires_action', 'processing']),
        eb.and([eb('state', '=', 'created'), eb('provider_payment_id', 'is not', null)]),
        eb('refund_state', '=', 'pending'),
        eb.and([eb('state', '=', 'succeeded'), eb('settled_at', 'is', null)]),
      ]),
    )
    .orderBy('updated_at')
    .limit(limit)
    .execute();
  return rows.map(paymentOf);
}

/** Claims the accounting of a succeeded payment; false when someone else did it first. */
export async function claimSettlement(
  db: Kysely<Database>,
  companyId: string,
  paymentId: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ settled_at: at, updated_at: at })
    .where('company_id', '=', companyId)
    .where('id', '=', paymentId)
    .where('state', '=', 'succeeded')
    .where('settled_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records a webhook event id; false when it was seen before (a replay). */
export async function recordPaymentEvent(
  db: Kysely<Database>,
  providerId: string,
  eventId: string,
  type: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .insertInto('payment_events')
    .values({ provider_id: providerId, event_id: eventId, type, received_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['provider_id', 'event_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}
