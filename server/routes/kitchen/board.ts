// The kitchen board: live orders, status changes, pausing an order type, out-of-stock products.
import { Hono } from 'hono';
import { object } from 'superstruct';
import { setProductAvailability } from '../../db/repositories/kitchen-stock';
import { Id } from '../../http/schemas';
import { readJsonBody, readParams } from '../../http/validate';
import { boardOrders, confirmManualPayment, moveOrder, pauseOrderType } from '../../kitchen/board';
import { recordKitchenAction } from '../../kitchen/audit';
import { notFoundHere } from '../../kitchen/errors';
import { ORDER_TYPE_NAMES, PauseBody, StatusBody, StockBody } from '../../kitchen/schemas';
import { enums } from 'superstruct';
import type { OrderEventBus } from '../../realtime/bus';
import type { RouteDeps } from '../deps';
import { requireKitchen } from './context';

export function boardRoutes(deps: RouteDeps, bus: OrderEventBus): Hono {
  const { db } = deps;
  const app = new Hono();

  app.get('/orders', async (c) => {
    const { companyId } = await requireKitchen(c, deps);
    return c.json(await boardOrders(db, companyId));
  });

  app.patch('/orders/:orderId', async (c) => {
    const identity = await requireKitchen(c, deps);
    const { orderId } = readParams(c, object({ orderId: Id }));
    const { status } = await readJsonBody(c, StatusBody);
    return c.json(await moveOrder(db, bus, identity, orderId, status, deps.payments));
  });

  app.post('/orders/:orderId/payment-received', async (c) => {
    const { companyId } = await requireKitchen(c, deps);
    const { orderId } = readParams(c, object({ orderId: Id }));
    return c.json(await confirmManualPayment(deps.payments, companyId, orderId));
  });

  app.post('/order-types/:type/pause', async (c) => {
    const identity = await requireKitchen(c, deps);
    const { companyId } = identity;
    const { type } = readParams(c, object({ type: enums(ORDER_TYPE_NAMES) }));
    const { minutes } = await readJsonBody(c, PauseBody);
    const disabledUntil = await pauseOrderType(db, identity, type, minutes);
    // The company's other boards show the pause at once; a failed publish must not undo it.
    await bus
      .publish({
        event_type: 'ORDER_TYPE_PAUSED',
        company_id: companyId,
        order_type: type,
        disabled_until: disabledUntil,
      })
      .catch((error: unknown) => console.error('[kitchen] publishing a pause failed', error));
    return c.json({ order_type: type, disabled_until: disabledUntil });
  });

  app.post('/products/:productId/stock', async (c) => {
    const identity = await requireKitchen(c, deps);
    const { productId } = readParams(c, object({ productId: Id }));
    const { available } = await readJsonBody(c, StockBody);
    const product = await setProductAvailability(db, identity.companyId, productId, available);
    if (!product) throw notFoundHere('Product');
    await recordKitchenAction(db, identity, {
      action: available ? 'product.stock_in' : 'product.stock_out',
      entityId: productId,
      before: null,
      after: { name: product.name, available },
    });
    return c.json({ product_id: productId, available });
  });

  return app;
}
