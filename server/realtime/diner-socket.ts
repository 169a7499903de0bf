// GET /ws?authorization={live token} (§4.3, §7.6): one diner following one order. The token is
// checked before the upgrade, so a bad one gets a plain HTTP 401/403 and no socket. It works only
// on its company's host, and only while the order is live (live-window.ts): the socket closes
// after a final status or when the window ends.
import type { Context, MiddlewareHandler } from 'hono';
import type { UpgradeWebSocket, WSMessageReceive } from 'hono/ws';
import { getOrderRow } from '../db/repositories/orders';
import { resolveTenant } from '../tenancy/resolve';
import type { RouteDeps } from '../routes/deps';
import { isOrderEvent } from './bus';
import type { OrderEventBus } from './bus';
import { liveUntil } from './live-window';
import {
  CLOSE_NORMAL,
  CLOSE_UNAUTHORIZED,
  MAX_TIMER_MS,
  handleClientMessage,
  sendEvent,
} from './messages';
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
  const authorised = new WeakMap<Request, { live: LiveTokenPayload; until: number }>();

  const check: MiddlewareHandler = async (c, next) => {
    const refused = notUpgrade(c);
    if (refused) return refused;
    const token = c.req.query('authorization');
    const live = token ? readLiveToken(token) : null;
    if (!live)
      return c.json(
        { message: 'Invalid or missing live tracking token', code: 'unauthorized' },
        401,
      );
    // The upgrade reaches the app with a placeholder URL (@hono/node-ws): the Host header names
    // the storefront the socket was opened on.
    const tenant = await resolveTenant(deps.db, c.req.header('host') ?? '', deps.env.BASE_HOST);
    const row = await getOrderRow(deps.db, live.companyId, live.orderId);
    if (tenant.kind !== 'company' || tenant.company.id !== live.companyId || !row)
      return c.json(
        { message: 'This token does not name an order of this storefront', code: 'forbidden' },
        403,
      );
    const until = liveUntil(row);
    if (until <= Date.now())
      return c.json({ message: 'Live tracking of this order has ended', code: 'forbidden' }, 403);
    authorised.set(c.req.raw, { live, until });
    await next();
  };

  const open = upgrade((c) => {
    const granted = authorised.get(c.req.raw);
    let unsubscribe = (): void => undefined;
    let expiry: NodeJS.Timeout | undefined;
    const closeAt = (until: number, ws: Parameters<typeof sendEvent>[0]) => {
      clearTimeout(expiry);
      expiry = setTimeout(
        () => ws.close(CLOSE_NORMAL, 'Live tracking of this order has ended'),
        Math.min(Math.max(until - Date.now(), 0), MAX_TIMER_MS),
      );
      expiry.unref();
    };
    return {
      onOpen(_event, ws) {
        if (!granted) return ws.close(CLOSE_UNAUTHORIZED, 'Not authorised');
        const { live } = granted;
        sockets.add(ws);
        closeAt(granted.until, ws);
        unsubscribe = bus.subscribe(live.companyId, (event) => {
          if (!isOrderEvent(event) || event.order.id !== live.orderId) return;
          sendEvent(ws, { event_type: event.event_type, order: attachLiveToken(event.order) });
          // Each change extends the window; a final status ends it once the diner has it.
          closeAt(liveUntil(event.order), ws);
        });
      },
      onMessage(event: { data: WSMessageReceive }, ws) {
        handleClientMessage(event.data, ws);
      },
      onClose(_event, ws) {
        clearTimeout(expiry);
        unsubscribe();
        sockets.remove(ws);
      },
    };
  });

  return [check, open];
}
