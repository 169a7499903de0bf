// GET /ws?authorization={live token} (§4.3, §7.6): one diner following one order. The token is
// checked before the upgrade, so a bad one gets a plain HTTP 401/403 and no socket.
import type { Context, MiddlewareHandler } from 'hono';
import type { UpgradeWebSocket, WSMessageReceive } from 'hono/ws';
import { getOrderRow } from '../db/repositories/orders';
import type { RouteDeps } from '../routes/deps';
import type { OrderEventBus } from './bus';
import { CLOSE_UNAUTHORIZED, handleClientMessage, sendEvent } from './messages';
import type { SocketRegistry } from './sockets';
import { attachLiveToken, readLiveToken } from './token';
import type { LiveTokenPayload } from './token';

export const notUpgrade = (c: Context): Response | null =>
  c.req.header('upgrade')?.toLowerCase() === 'websocket'
    ? null
    : c.json({ message: 'This endpoint only accepts websocket connections' }, 426);

/** The check and the upgrade, as two handlers; the check hands its verdict on by request. */
export function dinerSocket(
  deps: RouteDeps,
  bus: OrderEventBus,
  sockets: SocketRegistry,
  upgrade: UpgradeWebSocket,
): [MiddlewareHandler, MiddlewareHandler] {
  const authorised = new WeakMap<Request, LiveTokenPayload>();

  const check: MiddlewareHandler = async (c, next) => {
    const refused = notUpgrade(c);
    if (refused) return refused;
    const token = c.req.query('authorization');
    const live = token ? readLiveToken(token) : null;
    if (!live) return c.json({ message: 'Invalid or missing live tracking token' }, 401);
    if (!(await getOrderRow(deps.db, live.companyId, live.orderId)))
      return c.json({ message: 'This token does not name an order of its company' }, 403);
    authorised.set(c.req.raw, live);
    await next();
  };

  const open = upgrade((c) => {
    const live = authorised.get(c.req.raw);
    let unsubscribe = (): void => undefined;
    return {
      onOpen(_event, ws) {
        if (!live) return ws.close(CLOSE_UNAUTHORIZED, 'Not authorised');
        sockets.add(ws);
        unsubscribe = bus.subscribe(live.companyId, (event) => {
          if (event.order.id === live.orderId)
            sendEvent(ws, { event_type: event.event_type, order: attachLiveToken(event.order) });
        });
      },
      onMessage(event: { data: WSMessageReceive }, ws) {
        handleClientMessage(event.data, ws);
      },
      onClose(_event, ws) {
        unsubscribe();
        sockets.remove(ws);
      },
    };
  });

  return [check, open];
}
