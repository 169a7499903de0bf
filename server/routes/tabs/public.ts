// The table's tab, public side (issue [17/21]): the open tab of a table's QR, and the calls to
// the staff. Both are scoped by the company in the path: another company's QR has no tab here.
// Both need the table code when the tab has one (guard.ts checks before the route runs;
// requireTabAccess here answers its verdict again).
import { createHmac } from 'node:crypto';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { enums, object } from 'superstruct';
import { getOpenTab } from '../../db/repositories/tabs';
import { visitorOf } from '../../http/client-address';
import { handleError } from '../../http/errors';
import { visitorKey } from '../../http/ip';
import { Id } from '../../http/schemas';
import { readJsonBody, readParams } from '../../http/validate';
import type { OrderEventBus } from '../../realtime/bus';
import { publishTabChange } from '../../realtime/bus';
import { requireTabAccess } from '../../tabs/access';
import { noOpenTab } from '../../tabs/errors';
import { callStaff } from '../../tabs/requests';
import { tabView } from '../../tabs/view';
import { requireCompany } from '../company-guard';
import type { RouteDeps } from '../deps';
import { tabPaymentRoutes } from './payments';

const TabParams = object({ companyId: Id, qrId: Id });
const RequestBody = object({ kind: enums(['waiter', 'bill'] as const) });

/**
 * The phone, as the repeat rule knows it: a keyed hash of its address and browser, the key the
 * visit count uses for a browser without a cookie. No address is stored.
 */
function phoneKey(c: Context, signingKey: Buffer, companyId: string): string {
  return createHmac('sha256', signingKey)
    .update(
      `tab\n${companyId}\n${visitorKey(visitorOf(c).address)}\n${c.req.header('user-agent') ?? ''}`,
    )
    .digest('base64url');
}

export function tabPublicRoutes(deps: RouteDeps, bus: OrderEventBus, signingKey: Buffer): Hono {
  const { db } = deps;
  const app = new Hono();
  app.onError(handleError);

  app.get('/public/companies/:companyId/qrs/:qrId/tab', async (c) => {
    const { companyId, qrId } = readParams(c, TabParams);
    await requireCompany(db, companyId);
    const tab = await getOpenTab(db, companyId, qrId);
    if (!tab) throw noOpenTab();
    const access = await requireTabAccess(c, db, companyId, tab);
    c.header('Cache-Control', 'no-store');
    return c.json({
      ...(await tabView(db, companyId, tab)),
      code_required: access.codeRequired,
      code: access.code,
    });
  });

  app.post('/public/companies/:companyId/qrs/:qrId/requests', async (c) => {
    const { companyId, qrId } = readParams(c, TabParams);
    await requireCompany(db, companyId);
    const { kind } = await readJsonBody(c, RequestBody);
    const tab = await getOpenTab(db, companyId, qrId);
    if (tab) await requireTabAccess(c, db, companyId, tab);
    const device = phoneKey(c, signingKey, companyId);
    const outcome = await callStaff(db, companyId, qrId, kind, device, new Date());
    if (outcome.kind === 'repeated')
      return c.json(
        {
          message: 'The same request was sent from this phone less than a minute ago',
          code: 'tab_request_repeated',
          retry_after: outcome.retryAfterSeconds,
        },
        429,
        { 'Retry-After': String(outcome.retryAfterSeconds) },
      );
    publishTabChange(bus, companyId, qrId, 'REQUEST');
    const { request } = outcome;
    return c.json({ id: request.id, kind: request.kind, created_at: request.created_at }, 201);
  });

  // Paying the tab (issue [17/21]): under `…/tab/`, behind whatever guards the tab above.
  app.route('/', tabPaymentRoutes(deps, bus));

  return app;
}
