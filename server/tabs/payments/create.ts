// A phone pays towards its table's tab (issue [17/21]). One transaction, with the tab's row held,
// expires overdue holds, reads the tab, computes the amount (amount.ts), checks it against what
// is neither paid nor held, and writes the payment, its item claims and (online) its payments row:
// so of two phones paying the last of the balance at once, the second waits for the first and is
// refused before any charge. Only then, after the commit, is the provider asked for the intent.
// The same idempotency key on the same tab answers the same payment.
import { createHash, randomUUID } from 'node:crypto';
import { methodKindOf } from '../../../src/domain/payment-state';
import { tipsVisible } from '../../../src/domain/checkout-summary';
import type { TabPaymentKind } from '../../../src/domain/tab/payments';
import { toJson } from '../../db/json';
import { getPaymentProvider } from '../../db/repositories/payment-providers';
import { insertPayment, updatePayment, updatePaymentFrom } from '../../db/repositories/payments';
import type { PaymentRecord } from '../../db/repositories/payments';
import {
  claimedItems,
  findTabPaymentByKey,
  insertClaims,
  insertTabPayment,
  paymentOfTabPayment,
} from '../../db/repositories/tab-payments';
import type { TabPaymentRow } from '../../db/repositories/tab-payments';
import { getOpenTab, holdTab } from '../../db/repositories/tabs';
import { loadOrderContext, serviceSettingsOf } from '../../orders/context';
import { field, unprocessable } from '../../orders/errors';
import { callProvider } from '../../payments/call';
import type { PaymentDeps } from '../../payments/deps';
import { onlineMethod } from '../../payments/intents';
import { noOpenTab } from '../errors';
import { tabView } from '../view';
import { askedAmount } from './amount';
import { itemClaimed } from './errors';
import { cancelExpiredIntents, expireTabHolds, releaseTabPayment } from './holds';

export interface NewTabPaymentInput {
  companyId: string;
  qrId: string;
  idempotencyKey: string;
  kind: TabPaymentKind;
  itemIds?: string[] | undefined;
  amount?: number | undefined;
  tip: number;
  paymentMethodId: string | null;
}

export interface Made {
  row: TabPaymentRow;
  itemIds: string[];
  payment: PaymentRecord | null;
  qrId: string;
}

/** The unique claim index refused an item (SQLite and PostgreSQL word it differently). */
function isClaimCollision(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const pg = error as Error & { code?: string; constraint?: string };
  if (pg.code === '23505') return pg.constraint === 'uq_tab_claims_item';
  return /UNIQUE constraint failed: tab_claims\./.test(error.message);
}

async function methodFor(deps: PaymentDeps, companyId: string, id: string | null) {
  if (id === null) return null;
  return onlineMethod(deps.db, companyId, id, 'TABLE');
}

/** Asks the provider for the intent of a payment made without one yet (a retry after a crash). */
async function askProvider(
  deps: PaymentDeps,
  row: TabPaymentRow,
  payment: PaymentRecord,
  companyName: string,
): Promise<PaymentRecord> {
  if (payment.providerPaymentId !== null) return payment;
  const provider = await getPaymentProvider(deps.db, row.company_id, payment.providerId);
  if (!provider) throw new Error(`provider ${payment.providerId} disappeared`);
  const adapter = deps.providers(provider);
  try {
    const answer = await callProvider(provider.kind, () =>
      adapter.createIntent({
        // Stable for this payment: asked again, the provider answers the same intent.
        idempotencyKey: createHash('sha256').update(`comanda:tab:${row.id}`).digest('hex'),
        amount: payment.amount,
        currency: payment.currency,
        method: payment.methodKind,
        paymentId: payment.id,
        orderId: row.id,
        companyId: row.company_id,
        description: `Table bill · ${companyName}`,
        payer: { name: null, email: null, phone: null },
      }),
    );
    await updatePayment(deps.db, row.company_id, payment.id, {
      provider_payment_id: answer.providerPaymentId,
      client: toJson(answer.client),
      updated_at: new Date().toISOString(),
    });
    return { ...payment, providerPaymentId: answer.providerPaymentId, client: answer.client };
  } catch (error) {
    // Nothing was charged: the payment fails and gives its hold back at once.
    const at = new Date().toISOString();
    await deps.db.transaction().execute(async (trx) => {
      await updatePaymentFrom(trx, row.company_id, payment.id, 'pending', {
        state: 'failed',
        updated_at: at,
      });
      await releaseTabPayment(trx, row.company_id, row.id, 'failed', at);
    });
    throw error;
  }
}

export async function createTabPayment(
  deps: PaymentDeps,
  input: NewTabPaymentInput,
  now: Date = new Date(),
): Promise<Made> {
  const { db } = deps;
  const ctx = await loadOrderContext(db, input.companyId, now);
  if (
    input.tip > 0 &&
    !tipsVisible(serviceSettingsOf(ctx, 'TABLE').tip, ctx.company.country.country_code)
  )
    throw unprocessable('tips_not_accepted', 'Tips are not accepted here', field('tip', 'off'));
  const method = await methodFor(deps, input.companyId, input.paymentMethodId);
  const at = now.toISOString();
  const holdUntil = new Date(now.getTime() + deps.env.TAB_PAYMENT_HOLD_MINUTES * 60_000);

  let made;
  try {
    made = await db.transaction().execute(async (trx) => {
      const tab = await getOpenTab(trx, input.companyId, input.qrId);
      if (!tab || !(await holdTab(trx, input.companyId, tab.id))) throw noOpenTab();
      const earlier = await findTabPaymentByKey(trx, input.companyId, tab.id, input.idempotencyKey);
      if (earlier) return { row: earlier, expired: [], fresh: false };
      const expired = await expireTabHolds(trx, tab, now);
      const view = await tabView(trx, input.companyId, tab);
      const asked = askedAmount(tab, view, input);
      const row: TabPaymentRow = {
        id: randomUUID(),
        company_id: input.companyId,
        tab_id: tab.id,
        kind: input.kind,
        amount: asked.amount,
        tip: input.tip,
        currency: ctx.company.currency.code,
        status: method ? 'pending' : 'awaiting_staff',
        method: method ? methodKindOf(method.method) : 'staff',
        payment_method_id: method?.method.id ?? null,
        staff_method: null,
        share_index: asked.shareIndex,
        idempotency_key: input.idempotencyKey,
        refund_reason: null,
        expires_at: holdUntil.toISOString(),
        settled_at: null,
        created_at: at,
        updated_at: at,
      };
      await insertTabPayment(trx, row);
      const claim = { companyId: input.companyId, tabId: tab.id, paymentId: row.id };
      await insertClaims(trx, claim, asked.itemIds, randomUUID);
      if (method)
        await insertPayment(trx, {
          id: randomUUID(),
          company_id: input.companyId,
          order_id: null,
          tab_payment_id: row.id,
          provider_id: method.provider.id,
          provider_kind: method.provider.kind,
          payment_method_id: method.method.id,
          method_kind: methodKindOf(method.method),
          provider_payment_id: null,
          amount: asked.amount + input.tip,
          currency: row.currency,
          // Started at once: from now on it holds the tab's balance, as a started order does.
          state: 'pending',
          fingerprint: `tab:${row.id}`,
          client: '{}',
          refund_state: null,
          refunded_amount: 0,
          attempts: 0,
          started_at: at,
          settled_at: null,
          created_at: at,
          updated_at: at,
        });
      return { row, expired, fresh: true };
    });
  } catch (error) {
    if (isClaimCollision(error)) throw itemClaimed();
    throw error;
  }
  if (made.expired.length > 0) await cancelExpiredIntents(deps, made.expired);
  const itemIds = await claimedItems(db, input.companyId, made.row.id);
  let payment = await paymentOfTabPayment(db, input.companyId, made.row.id);
  if (payment && made.row.status === 'pending')
    payment = await askProvider(deps, made.row, payment, ctx.company.name);
  return { row: made.row, itemIds, payment, qrId: input.qrId };
}
