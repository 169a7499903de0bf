// The table's tab, staff side (issue [17/21]), behind the kitchen session: the open tabs with
// their rounds and pending requests, acknowledging a request, closing a paid tab.
import { Hono } from 'hono';
import { enums, integer, max, min, object, optional, refine, size, string } from 'superstruct';
import { STAFF_METHODS } from '../../../src/domain/tab/payments';
import { Id } from '../../http/schemas';
import { readJsonBody, readParams } from '../../http/validate';
import { orderFromRow } from '../../db/repositories/orders';
import { emitOrderChanged } from '../../orders/events';
import { voidRoundItem } from '../../tabs/void';
import type { OrderEventBus } from '../../realtime/bus';
import { publishTabChange } from '../../realtime/bus';
import { acknowledge, closeByStaff, openTabsForStaff } from '../../tabs/staff';
import { tabPaymentView } from '../../tabs/payments/ledger';
import { claimedItems } from '../../db/repositories/tab-payments';
import { recordAtTable, recordAwaiting } from '../../tabs/payments/staff';
import type { RouteDeps } from '../deps';
import { requireKitchen } from '../kitchen/context';

const RecordBody = object({ method: enums(STAFF_METHODS) });
const TakenBody = object({
  amount: max(min(integer(), 1), 1_000_000_000),
  tip: optional(max(min(integer(), 0), 1_000_000_000)),
  method: enums(STAFF_METHODS),
});

const VoidBody = object({
  reason: refine(size(string(), 1, 200), 'reason', (value) => value.trim() !== ''),
});

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

  // Paying the tab (issue [17/21]): the staff record money for an "I'll pay the staff" payment,
  // or money taken at the table directly.
  app.post('/tab-payments/:paymentId/record', async (c) => {
    const identity = await requireKitchen(c, deps);
    const { paymentId } = readParams(c, object({ paymentId: Id }));
    const { method } = await readJsonBody(c, RecordBody);
    const { row, qrId } = await recordAwaiting(db, identity, paymentId, method, new Date());
    publishTabChange(bus, identity.companyId, qrId, 'PAYMENT');
    const items = await claimedItems(db, identity.companyId, row.id);
    return c.json(tabPaymentView(row, items, null));
  });

  app.post('/tabs/:tabId/payments', async (c) => {
    const identity = await requireKitchen(c, deps);
    const { tabId } = readParams(c, object({ tabId: Id }));
    const body = await readJsonBody(c, TakenBody);
    const money = { amount: body.amount, tip: body.tip ?? 0, method: body.method };
    const { row, qrId } = await recordAtTable(db, identity, tabId, money, new Date());
    publishTabChange(bus, identity.companyId, qrId, 'PAYMENT');
    return c.json(tabPaymentView(row, [], null), 201);
  });

  app.post('/order-items/:itemId/void', async (c) => {
    const identity = await requireKitchen(c, deps);
    const { itemId } = readParams(c, object({ itemId: Id }));
    const { reason } = await readJsonBody(c, VoidBody);
    const { row } = await voidRoundItem(db, identity, itemId, reason.trim(), new Date());
    // The order's event carries the new total to the boards, and the tab's change with it.
    const order = await orderFromRow(db, row);
    emitOrderChanged(order, 'ORDER_UPDATED');
    return c.json({
      order_id: row.id,
      combos_price: row.combos_price,
      service_fee: row.service_fee,
      total: row.total,
    });
  });

  return app;
}
