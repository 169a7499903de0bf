// GET /ws/kitchen: every order event of the company, and its order types' pauses, for a logged-in kitchen on its own host.
// The upgrade request reaches the app with a placeholder URL (@hono/node-ws), so the tenant
// comes from the Host header here, not from the URL.
import type { MiddlewareHandler } from 'hono';
import type { UpgradeWebSocket, WSMessageReceive } from 'hono/ws';
import type { KitchenIdentity } from '../kitchen/identity';
import { KitchenError } from '../kitchen/errors';
import { kitchenIdentity } from '../kitchen/identity';
import { sessionCookieOf } from '../kitchen/session';
import type { RouteDeps } from '../routes/deps';
import { refuseForeignKitchenOrigin } from '../routes/kitchen/context';
import { isOrderEvent, isTabEvent } from './bus';
import type { OrderEventBus } from './bus';
import { notUpgrade } from './diner-socket';
import {
  CLOSE_UNAUTHORIZED,
  MAX_TIMER_MS,
  handleClientMessage,
  sendEvent,
  sendPause,
  sendTab,
} from './messages';
import type { SocketRegistry } from './sockets';

export function kitchenSocket(
  deps: RouteDeps,
  bus: OrderEventBus,
  sockets: SocketRegistry,
  upgrade: UpgradeWebSocket,
): [MiddlewareHandler, MiddlewareHandler] {
  const authorised = new WeakMap<Request, KitchenIdentity>();

  const check: MiddlewareHandler = async (c, next) => {
    const refused = notUpgrade(c);
    if (refused) return refused;
    const host = c.req.header('host') ?? '';
    try {
      refuseForeignKitchenOrigin(c, host);
      const identity = await kitchenIdentity(deps.db, host, deps.env.BASE_HOST, sessionCookieOf(c));
      authorised.set(c.req.raw, identity);
    } catch (error) {
      if (error instanceof KitchenError)
        return c.json({ message: error.message, code: error.code }, error.status);
      throw error;
    }
    await next();
  };

  const open = upgrade((c) => {
    const identity = authorised.get(c.req.raw);
    let unsubscribe = (): void => undefined;
    let expiry: NodeJS.Timeout | undefined;
    return {
      onOpen(_event, ws) {
        if (!identity) return ws.close(CLOSE_UNAUTHORIZED, 'Not authorised');
        const { companyId, session } = identity;
        sockets.add(ws, session.id);
        // Only placed orders: a draft is the diner's quote, never the kitchen's business.
        unsubscribe = bus.subscribe(companyId, (event) => {
          if (isTabEvent(event)) sendTab(ws, event);
          else if (!isOrderEvent(event)) sendPause(ws, event);
          else if (event.order.placed_at) sendEvent(ws, event);
        });
        const msLeft = Date.parse(session.expires_at) - Date.now();
        expiry = setTimeout(
          () => ws.close(CLOSE_UNAUTHORIZED, 'The kitchen session expired'),
          Math.min(Math.max(msLeft, 0), MAX_TIMER_MS),
        );
        expiry.unref();
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
