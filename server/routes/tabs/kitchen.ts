// The table's tab, staff side (issue [17/21]), behind the kitchen session: the open tabs with
// their rounds and pending requests, acknowledging a request, closing a paid tab.
import { Hono } from 'hono';
import { object } from 'superstruct';
import { Id } from '../../http/schemas';
import { readParams } from '../../http/validate';
import type { OrderEventBus } from '../../realtime/bus';
import { publishTabChange } from '../../realtime/bus';
import { acknowledge, closeByStaff, openTabsForStaff } from '../../tabs/staff';
import type { RouteDeps } from '../deps';
import { requireKitchen } from '../kitchen/context';

export function tabKitchenRoutes(deps: RouteDeps, bus: OrderEventBus): Hono {
  const { db } = deps;
  const app = new Hono();

  app.get('/tabs', async (c) => {
    const { companyId } = await requireKitchen(c, deps);
    c.header('Cache-Control', 'no-store');
    return c.json(await openTabsForStaff(db, companyId));
  });

  app.post('/tab-requests/:requestId/acknowledge', async (c) => {
    const identity = await requireKitchen(c, deps);
    const { requestId } = readParams(c, object({ requestId: Id }));
    const { request, qrId } = await acknowledge(db, identity, requestId, new Date());
    publishTabChange(bus, identity.companyId, qrId, 'REQUEST_ACKNOWLEDGED');
    return c.json(request);
  });

  app.post('/tabs/:tabId/close', async (c) => {
    const identity = await requireKitchen(c, deps);
    const { tabId } = readParams(c, object({ tabId: Id }));
    const closed = await closeByStaff(db, identity, tabId, new Date());
    publishTabChange(bus, identity.companyId, closed.qr_id, 'CLOSED');
    return c.json(closed);
  });

  return app;
}
