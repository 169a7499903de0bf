// Preparing and starting an online payment (§7.4, §4.5 steps 3 and 4). Preparing asks the
// provider for an intent and holds nothing; the same order, amount, method and attempt always
// give the same row and the same provider idempotency key, so a double tap or a retry through
// the outbox never makes a second charge. Starting places the order (it then holds stock,
// quota, coupon and points) and marks it waiting for its payment: it is not in the kitchen yet.
import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isFinalPayment, methodKindOf } from '../../src/domain/payment-state';
import type { OnlinePayment } from '../../src/domain/payment-state';
import type { ServiceType } from '../../src/domain/types';
import { toJson } from '../db/json';
import { getPaymentProvider } from '../db/repositories/payment-providers';
import { getPaymentMethod } from '../db/repositories/payment-methods';
import {
  findPaymentByFingerprint,
  getPayment,
  insertPayment,
  listOrderPayments,
  updatePayment,
  updatePaymentFrom,
} from '../db/repositories/payments';
import type { PaymentRecord } from '../db/repositories/payments';
import { getOrder, metaData } from '../db/repositories/orders';
import type { OrderRow } from '../db/repositories/orders';
import type { Database } from '../db/schema';
import { loadOrderContext, serviceKeyOf } from '../orders/context';
import { field, unprocessable } from '../orders/errors';
import { assignedPayment } from '../orders/payment';
import { placeOrder, refuseUnlessPlaceable } from '../orders/placement';
import type { PaymentDeps } from './deps';
import { amountChanged, notOnline, paymentNotFound } from './errors';
import { openOrder } from '../orders/update-order';
import { callProvider } from './call';
import { amountOf, billFor } from './bill';
import { cancelAtProviders } from './void-intents';

export interface IntentInput {
  companyId: string;
  orderId: string;
  paymentMethodId: string;
  tipValue?: number | undefined;
  tipType?: string | undefined;
}

export async function onlineMethod(
  db: Kysely<Database>,
  companyId: string,
  methodId: string,
  serviceType: ServiceType,
) {
  const method = await getPaymentMethod(db, companyId, methodId);
  if (!method || method.service_key !== serviceKeyOf(serviceType))
    throw unprocessable(
      'payment_method_unknown',
      `Unknown payment method for ${serviceType} orders`,
      field('payment_method_id', 'unknown payment method'),
    );
  if (!method.provider_id) throw notOnline();
  const provider = await getPaymentProvider(db, companyId, method.provider_id);
  if (!provider?.active) throw notOnline();
  return { method, provider };
}

/** The public face of a payment (src/domain/payment-state.ts): never a secret. */
export type PaymentView = OnlinePayment;

/** A static Pix waiting for the staff: when it expires (reconcile.ts), for the diner to see. */
export function pixExpiry(p: PaymentRecord, pixTtlMinutes: number): string | null {
  if (p.providerKind !== 'pix_static' || p.startedAt === null || isFinalPayment(p.state))
    return null;
  return new Date(Date.parse(p.startedAt) + pixTtlMinutes * 60_000).toISOString();
}

export const paymentView = (p: PaymentRecord, pixTtlMinutes: number): PaymentView => ({
  id: p.id,
  reference_id: p.orderId,
  provider: p.providerKind,
  method: p.methodKind,
  payment_method_id: p.paymentMethodId,
  amount: p.amount,
  currency: p.currency,
  state: p.state,
  client: p.client,
  refund_state: p.refundState,
  refund_reason: p.refundReason,
  expires_at: pixExpiry(p, pixTtlMinutes),
});

/** POST /company-payments: the intent for this order, amount and method (made once). */
export async function prepareIntent(deps: PaymentDeps, input: IntentInput): Promise<PaymentView> {
  const { db } = deps;
  const ctx = await loadOrderContext(db, input.companyId);
  const row = await openOrder(db, input.companyId, input.orderId);
  const serviceType = row.service_type as ServiceType;
  const { method, provider } = await onlineMethod(
    db,
    input.companyId,
    input.paymentMethodId,
    serviceType,
  );
  const assigned = assignedPayment(ctx, serviceType, method, row.total, {
    tip_value: input.tipValue,
    tip_type: input.tipType,
  });
  const amount = amountOf(assigned);
  const earlier = await listOrderPayments(db, input.companyId, row.id);
  // Every ended attempt (a success whose money went back included) moves the key on, so the
  // same amount asked again is a new intent, never an ended one handed back.
  const attempt = earlier.filter((p) => isFinalPayment(p.state)).length;
  const fingerprint = `${row.id}:${method.id}:${amount}:${attempt}`;
  let payment = await findPaymentByFingerprint(db, input.companyId, fingerprint);
  if (!payment) {
    const now = new Date().toISOString();
    const id = randomUUID();
    try {
      await insertPayment(db, {
        id,
        company_id: input.companyId,
        order_id: row.id,
        provider_id: provider.id,
        provider_kind: provider.kind,
        payment_method_id: method.id,
        method_kind: methodKindOf(method),
        provider_payment_id: null,
        amount,
        currency: row.currency,
        state: 'created',
        fingerprint,
        client: '{}',
        refund_state: null,
        refunded_amount: 0,
        attempts: 0,
        started_at: null,
        settled_at: null,
        created_at: now,
        updated_at: now,
      });
    } catch (error) {
      // Two taps at once: the other one inserted it.
      if (!(await findPaymentByFingerprint(db, input.companyId, fingerprint))) throw error;
    }
    payment = await findPaymentByFingerprint(db, input.companyId, fingerprint);
    if (!payment) throw paymentNotFound();
  }
  if (payment.providerPaymentId === null) {
    const adapter = deps.providers(provider);
    const { methodKind, id: paymentId } = payment;
    const answer = await callProvider(provider.kind, () =>
      adapter.createIntent({
        // Stable for this fingerprint: a crash before we stored the answer asks again and gets
        // the same intent back instead of a second one.
        idempotencyKey: createHash('sha256').update(`comanda:${fingerprint}`).digest('hex'),
        amount,
        currency: row.currency,
        method: methodKind,
        paymentId,
        orderId: row.id,
        companyId: input.companyId,
        description: `Order ${row.public_id} · ${ctx.company.name}`,
        payer: { name: row.client_name, email: null, phone: row.client_phone },
      }),
    );
    await updatePayment(db, input.companyId, payment.id, {
      provider_payment_id: answer.providerPaymentId,
      client: toJson(answer.client),
      updated_at: new Date().toISOString(),
    });
    payment = { ...payment, providerPaymentId: answer.providerPaymentId, client: answer.client };
  }
  // Every other intent the diner did not start (another amount, method or attempt) is voided at
  // its provider: only this one may take the order's money now.
  const kept = payment.id;
  await cancelAtProviders(
    deps,
    earlier.filter((p) => p.id !== kept && p.state === 'created'),
  );
  return paymentView(payment, deps.env.PIX_PAYMENT_TTL_MINUTES);
}

/**
 * The diner pressed pay: places the order (it now holds what it needs) and waits for the
 * outcome. Idempotent: starting a started payment answers it again.
 */
export async function startPayment(
  deps: PaymentDeps,
  companyId: string,
  paymentId: string,
  now: Date = new Date(),
): Promise<PaymentView> {
  const { db } = deps;
  const found = await getPayment(db, companyId, paymentId);
  // A tab payment's intent is started when it is made (it holds the tab's balance from then):
  // the card form's start answers it as is (issue [17/21]).
  if (found?.tabPaymentId) return paymentView(found, deps.env.PIX_PAYMENT_TTL_MINUTES);
  if (!found?.orderId) throw paymentNotFound();
  if (found.startedAt !== null) return paymentView(found, deps.env.PIX_PAYMENT_TTL_MINUTES);
  if (found.state !== 'created') throw amountChanged();
  const orderId = found.orderId;
  const started = await db.transaction().execute(async (trx) => {
    // Claim the payment first: a second start of the same payment (a double tap) waits here,
    // then finds it started and answers it. Any refusal below rolls the claim back.
    const at = now.toISOString();
    const claim = { state: 'pending', started_at: at, updated_at: at };
    if (!(await updatePaymentFrom(trx, companyId, found.id, 'created', claim))) return null;
    const ctx = await loadOrderContext(trx, companyId, now);
    const row: OrderRow = await openOrder(trx, companyId, orderId);
    const assigned = metaData(row).assigned_payment;
    if (!assigned || assigned.payment_method_id !== found.paymentMethodId)
      throw unprocessable(
        'payment_method_required',
        'Assign this payment method to the order before paying',
        field('meta_data.assigned_payment', 'required'),
      );
    if (amountOf(assigned) !== found.amount) throw amountChanged();
    refuseUnlessPlaceable(ctx, row, row.scheduled_delivery_date);
    const placed = await placeOrder(trx, ctx, row, {
      payment_status: 'payment_requested',
      updated_at: at,
    });
    // Checked again on the row as the placement claimed it: a coupon or tip committed after the
    // read above (a read does not lock on PostgreSQL) must not be placed at the old amount.
    const bill = billFor(placed, found.paymentMethodId);
    if (bill?.amount !== found.amount || bill.currency !== found.currency) throw amountChanged();
    return getPayment(trx, companyId, found.id);
  });
  if (!started) {
    const again = await getPayment(db, companyId, paymentId);
    if (again?.startedAt) return paymentView(again, deps.env.PIX_PAYMENT_TTL_MINUTES);
    throw amountChanged();
  }
  const order = await getOrder(db, companyId, orderId);
  if (order) deps.publish(order);
  return paymentView(started, deps.env.PIX_PAYMENT_TTL_MINUTES);
}
