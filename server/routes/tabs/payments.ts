// Paying the table's tab, public side (issue [17/21]): the even split, a payment towards the tab
// and its state. Mounted inside the tab's public routes, so whatever guards `…/tab/*` there (the
// table code) guards these too. Scoped by the company in the path.
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  array,
  enums,
  integer,
  max,
  min,
  nullable,
  object,
  optional,
  pattern,
  size,
  string,
} from 'superstruct';
import { isFinalPayment } from '../../../src/domain/payment-state';
import {
  SPLIT_MAX_PEOPLE,
  SPLIT_MIN_PEOPLE,
  TAB_PAYMENT_KINDS,
} from '../../../src/domain/tab/payments';
import type { TabPaymentView } from '../../../src/domain/tab/payments';
import type { PaymentRecord } from '../../db/repositories/payments';
import {
  claimedItems,
  getTabPayment,
  paymentOfTabPayment,
} from '../../db/repositories/tab-payments';
import { getTab } from '../../db/repositories/tabs';
import { handleError } from '../../http/errors';
import { Id } from '../../http/schemas';
import { readJsonBody, readParams } from '../../http/validate';
import { callProvider } from '../../payments/call';
import { paymentView } from '../../payments/intents';
import type { PaymentView } from '../../payments/intents';
import { StatusChecks } from '../../payments/status-checks';
import type { OrderEventBus } from '../../realtime/bus';
import { publishTabChange } from '../../realtime/bus';
import { createTabPayment } from '../../tabs/payments/create';
import { tabPaymentNotFound } from '../../tabs/payments/errors';
import { tabPaymentView } from '../../tabs/payments/ledger';
import { splitTab } from '../../tabs/payments/split';
import { requireCompany } from '../company-guard';
import type { RouteDeps } from '../deps';
import { withOrigin } from '../payments/index';

const TabParams = object({ companyId: Id, qrId: Id });
const PaymentParams = object({ companyId: Id, qrId: Id, paymentId: Id });
const Money = max(min(integer(), 0), 1_000_000_000);
const Uuid = pattern(
  string(),
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
);

const SplitBody = object({ people: max(min(integer(), SPLIT_MIN_PEOPLE), SPLIT_MAX_PEOPLE) });
const PayBody = object({
  idempotency_key: Uuid,
  kind: enums(TAB_PAYMENT_KINDS),
  item_ids: optional(size(array(Id), 1, 100)),
  amount: optional(max(min(integer(), 1), 1_000_000_000)),
  tip: optional(Money),
  payment_method_id: nullable(Id),
});

const BASE = '/public/companies/:companyId/qrs/:qrId/tab';

export function tabPaymentRoutes(deps: RouteDeps, bus: OrderEventBus): Hono {
  const { db } = deps;
  const payments = deps.payments;
  const checks = new StatusChecks(payments);
  const app = new Hono();
  app.onError(handleError);

  const online = (c: Context, p: PaymentRecord | null): PaymentView | null =>
    p ? withOrigin(c, deps.env, paymentView(p, deps.env.PIX_PAYMENT_TTL_MINUTES)) : null;

  app.post(`${BASE}/split`, async (c) => {
    const { companyId, qrId } = readParams(c, TabParams);
    await requireCompany(db, companyId);
    const { people } = await readJsonBody(c, SplitBody);
    const view = await splitTab(db, companyId, qrId, people, new Date());
    publishTabChange(bus, companyId, qrId, 'PAYMENT');
    c.header('Cache-Control', 'no-store');
    return c.json(view);
  });

  app.post(`${BASE}/payments`, async (c) => {
    const { companyId, qrId } = readParams(c, TabParams);
    await requireCompany(db, companyId);
    const body = await readJsonBody(c, PayBody);
    const made = await createTabPayment(payments, {
      companyId,
      qrId,
      idempotencyKey: body.idempotency_key.toLowerCase(),
      kind: body.kind,
      itemIds: body.item_ids,
      amount: body.amount,
      tip: body.tip ?? 0,
      paymentMethodId: body.payment_method_id,
    });
    publishTabChange(bus, companyId, qrId, 'PAYMENT');
    c.header('Cache-Control', 'no-store');
    const view: TabPaymentView<PaymentView> = tabPaymentView(
      made.row,
      made.itemIds,
      online(c, made.payment),
    );
    return c.json(view, 201);
  });

  app.get(`${BASE}/payments/:paymentId`, async (c) => {
    const { companyId, qrId, paymentId } = readParams(c, PaymentParams);
    await requireCompany(db, companyId);
    const row = await getTabPayment(db, companyId, paymentId);
    const tab = row ? await getTab(db, companyId, row.tab_id) : null;
    if (!row || tab?.qr_id !== qrId) throw tabPaymentNotFound();
    let payment = await paymentOfTabPayment(db, companyId, row.id);
    // A waiting one is checked with its provider, as the order's payment poll does.
    if (payment?.startedAt && !isFinalPayment(payment.state)) {
      const waiting = payment;
      const result = await callProvider(waiting.providerKind, () => checks.check(waiting));
      if (result === 'changed') payment = await paymentOfTabPayment(db, companyId, row.id);
    }
    const fresh = (await getTabPayment(db, companyId, paymentId)) ?? row;
    const itemIds = await claimedItems(db, companyId, row.id);
    c.header('Cache-Control', 'no-store');
    return c.json(tabPaymentView(fresh, itemIds, online(c, payment)));
  });

  return app;
}
