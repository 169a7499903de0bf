// Order create, read, update and apply-discount. Writes accept an Idempotency-Key and run in one
// transaction with their stored answer (server/orders/idempotency.ts). Every order answered
// carries its live_token, which authorizes the tracking socket for that order (§4.3), and `tab`,
// the table's tab a placed round is on (issue [17/21]; null otherwise).
import { Hono } from 'hono';
import { object } from 'superstruct';
import type { Kysely } from 'kysely';
import { getOrder } from '../../db/repositories/orders';
import type { Database } from '../../db/schema';
import { clientSecretOf } from '../../clients/devices';
import { handleError } from '../../http/errors';
import { CompanyParams, Id } from '../../http/schemas';
import { readJsonBody, readParams } from '../../http/validate';
import { applyDiscount } from '../../orders/apply-discount';
import { loadOrderContext } from '../../orders/context';
import type { OrderContext } from '../../orders/context';
import { createOrder } from '../../orders/create-order';
import { missing } from '../../orders/errors';
import { emitOrderChanged } from '../../orders/events';
import { requestHash, runIdempotent } from '../../orders/idempotency';
import type { WriteOutcome } from '../../orders/idempotency';
import { applyDiscountRequest, orderCreateRequest } from '../../orders/schemas';
import { updateOrder } from '../../orders/update-order';
import { staleIntents, voidInBackground } from '../../payments/void-intents';
import { attachLiveToken } from '../../realtime/token';
import { orderTabOf } from '../../tabs/order-tab';
import type { Order, OrderTab } from '../../../src/domain/types';
import { orderUpdateBody } from '../../../src/domain/validation-api';
import { requireCompany } from '../company-guard';
import type { RouteDeps } from '../deps';
import { idempotencyKeyOf, reply } from './idempotent-reply';

const OrderParams = object({ companyId: Id, orderId: Id });

/**
 * How long the context the create route loads (to answer 404 before the key is looked at) may be
 * reused by the write itself. The write normally starts within milliseconds; one that waited for
 * a duplicate request (idempotency.ts) reads the context again in its own transaction.
 */
const CONTEXT_REUSE_MS = 1_000;

const stillFresh = (ctx: OrderContext): OrderContext | undefined =>
  Date.now() - ctx.now.getTime() <= CONTEXT_REUSE_MS ? ctx : undefined;

/**
 * The answer, and the event once committed. A draft is the diner's own quote: only a placed
 * order is announced (the kitchen sees it arrive; drafts never reach it).
 */
function outcome(
  status: number,
  order: Order,
  tab: OrderTab | null,
  afterCommit?: () => void,
): WriteOutcome {
  return {
    status,
    body: JSON.stringify({ ...attachLiveToken(order), tab }),
    afterCommit: () => {
      if (order.placed_at) emitOrderChanged(order, 'ORDER_CREATED');
      afterCommit?.();
    },
  };
}

export function orderWriteRoutes({ db, dialect, payments }: RouteDeps): Hono {
  /**
   * A change to the draft's bill (a coupon, a reward, the tip, the method, a placement in cash)
   * voids the intents made for the old bill, once committed (issue [14/21]).
   */
  const changed = async (trx: Kysely<Database>, order: Order): Promise<WriteOutcome> => {
    const stale = await staleIntents(trx, order.company_id, order.id);
    const tab = await orderTabOf(trx, order.company_id, order.id);
    return outcome(200, order, tab, () => voidInBackground(payments, stale));
  };
  const app = new Hono();
  app.onError(handleError);

  app.post('/public/orders', async (c) => {
    const key = idempotencyKeyOf(c);
    const body = await readJsonBody(c, orderCreateRequest);
    // The key is scoped by the company, which must exist before it can own one; the context
    // read to know it is the one the order is made with (not read twice).
    const ctx = await loadOrderContext(db, body.company_id);
    const hash = requestHash('POST', c.req.path, body);
    const scope = { dialect, companyId: body.company_id, key, hash };
    const answer = await runIdempotent(db, scope, async (trx) =>
      // A draft is no round yet: it has no tab to show.
      outcome(201, await createOrder(trx, body, clientSecretOf(c), stillFresh(ctx)), null),
    );
    return reply(c, answer);
  });

  app.get('/public/companies/:companyId/orders/:orderId', async (c) => {
    const { companyId, orderId } = readParams(c, OrderParams);
    await requireCompany(db, companyId);
    const order = await getOrder(db, companyId, orderId);
    if (!order) throw missing('Order');
    return c.json({ ...attachLiveToken(order), tab: await orderTabOf(db, companyId, orderId) });
  });

  app.patch('/public/companies/:companyId/orders/:orderId', async (c) => {
    const { companyId, orderId } = readParams(c, OrderParams);
    const key = idempotencyKeyOf(c);
    await requireCompany(db, companyId);
    const body = await readJsonBody(c, orderUpdateBody);
    const hash = requestHash('PATCH', c.req.path, body);
    const answer = await runIdempotent(db, { dialect, companyId, key, hash }, async (trx) =>
      changed(trx, await updateOrder(trx, companyId, orderId, body)),
    );
    return reply(c, answer);
  });

  app.post('/public/companies/:companyId/apply-discount', async (c) => {
    const { companyId } = readParams(c, CompanyParams);
    const key = idempotencyKeyOf(c);
    await requireCompany(db, companyId);
    const body = await readJsonBody(c, applyDiscountRequest);
    const hash = requestHash('POST', c.req.path, body);
    const answer = await runIdempotent(db, { dialect, companyId, key, hash }, async (trx) =>
      changed(trx, await applyDiscount(trx, companyId, body, clientSecretOf(c))),
    );
    return reply(c, answer);
  });

  return app;
}
