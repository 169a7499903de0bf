// /api/kitchen (docs/contracts.md "Live tracking and the kitchen"): the staff side, behind the
// comanda_kitchen session cookie.
import { Hono } from 'hono';
import { kitchenErrorHandler } from '../../kitchen/errors';
import type { Realtime } from '../../realtime/realtime';
import type { RouteDeps } from '../deps';
import { boardRoutes } from './board';
import { sessionRoutes } from './session';

export function kitchenRoutes(deps: RouteDeps, realtime: Realtime): Hono {
  const app = new Hono();
  app.onError(kitchenErrorHandler);
  // Session and board answers are per person and change constantly.
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
  app.route('/', sessionRoutes(deps, realtime.limiter, realtime.sockets));
  app.route('/', boardRoutes(deps, realtime.bus));
  return app;
}
