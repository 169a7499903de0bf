// /api/kitchen (docs/contracts.md "Live tracking and the kitchen"): the staff side, behind the
// comanda_kitchen session cookie.
import { Hono } from 'hono';
import { kitchenErrorHandler } from '../../kitchen/errors';
import { loginGuard } from '../../kitchen/login-guard';
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
  const guard = loginGuard(
    realtime.limits,
    realtime.deviceKey,
    `${deps.env.API_BASE}/kitchen/session`,
  );
  app.route('/', sessionRoutes(deps, guard, realtime.sockets));
  app.route('/', boardRoutes(deps, realtime.bus));
  return app;
}
