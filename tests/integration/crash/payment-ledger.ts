// What the payments crash test checks once the server is gone and the reconciliation job has run
// to its end (issue [14/21]): no order marked paid for less than its bill, no money the provider
// kept without an order it paid in full, and nothing left waiting.
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { billFor } from '../../../server/payments/bill';
import { coversBill } from '../../../src/domain/payment-state';

export interface PaymentLedger {
  /** Orders marked paid without a payment that took exactly their bill. */
  underpaid: string[];
  /** Money the provider took and kept for no fully paid order. */
  keptWithoutOrder: string[];
  /** Payments or orders still waiting after the job ran. */
  stuck: string[];
  counts: { paid: number; refunded: number; voided: number; intents: number };
}

export async function checkPayments(
  db: Kysely<Database>,
  companyId: string,
): Promise<PaymentLedger> {
  const orders = await db
    .selectFrom('orders')
    .selectAll()
    .where('company_id', '=', companyId)
    .execute();
  const payments = await db
    .selectFrom('payments')
    .selectAll()
    .where('company_id', '=', companyId)
    .execute();
  const intents = await db.selectFrom('sandbox_intents').selectAll().execute();
  const orderById = new Map(orders.map((o) => [o.id, o]));
  const ledger: PaymentLedger = {
    underpaid: [],
    keptWithoutOrder: [],
    stuck: [],
    counts: { paid: 0, refunded: 0, voided: 0, intents: intents.length },
  };
  const received = (p: (typeof payments)[number]) =>
    p.received_amount === null || p.received_currency === null
      ? null
      : { amount: Number(p.received_amount), currency: p.received_currency };

  for (const order of orders) {
    if (order.payment_status === 'payment_requested')
      ledger.stuck.push(`order ${order.id} still waits for its payment (${order.status})`);
    if (order.payment_status !== 'paid') continue;
    ledger.counts.paid += 1;
    const paidBy = payments.filter((p) => {
      const money = received(p);
      const bill = billFor(order, p.payment_method_id);
      return (
        p.order_id === order.id &&
        p.state === 'succeeded' &&
        p.refund_reason === null &&
        money !== null &&
        bill !== null &&
        coversBill(money, bill)
      );
    });
    if (paidBy.length !== 1)
      ledger.underpaid.push(`order ${order.id} is paid by ${paidBy.length} payments of its bill`);
  }

  for (const p of payments) {
    if (['created', 'pending', 'requires_action', 'processing'].includes(p.state))
      ledger.stuck.push(`payment ${p.id} is still ${p.state}`);
    if (p.state === 'succeeded' && p.settled_at === null)
      ledger.stuck.push(`payment ${p.id} succeeded and was never settled`);
    if (p.refund_state === 'pending') ledger.stuck.push(`payment ${p.id} waits for its refund`);
    if (p.state === 'canceled') ledger.counts.voided += 1;
  }

  for (const intent of intents) {
    if (intent.status !== 'succeeded') continue;
    const taken = Number(intent.amount);
    if (Number(intent.refunded) === taken) {
      ledger.counts.refunded += 1;
      continue;
    }
    const p = payments.find((row) => row.provider_payment_id === intent.id);
    const order = p?.order_id ? orderById.get(p.order_id) : undefined;
    const bill = p && order ? billFor(order, p.payment_method_id) : null;
    const paysIt =
      p?.refund_reason === null &&
      order?.payment_status === 'paid' &&
      order.status !== 'INITIATED' &&
      bill !== null &&
      coversBill({ amount: taken, currency: intent.currency }, bill);
    if (!paysIt)
      ledger.keptWithoutOrder.push(
        `intent ${intent.id} took ${taken} (refunded ${intent.refunded}) for ${order ? `order ${order.id} (${order.status}, ${order.payment_status})` : 'no order'}`,
      );
  }
  return ledger;
}
