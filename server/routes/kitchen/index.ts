// /api/kitchen (docs/contracts.md "Live tracking and the kitchen"): the staff side, behind the
// comanda_kitchen session cookie.
import type { Hono } from 'hono';
import type { Realtime } from '../../realtime/realtime';
import type { RouteDeps } from '../deps';
import { staffApp } from '../staff-app';
import { tabKitchenRoutes } from '../tabs/kitchen';
import { boardRoutes } from './board';
import { sessionRoutes } from './session';

export function kitchenRoutes(deps: RouteDeps, realtime: Realtime): Hono {
  const { app, guard } = staffApp(deps, realtime, 'kitchen');
  app.route('/', sessionRoutes(deps, guard, realtime.sockets));
  app.route('/', boardRoutes(deps, realtime.bus));
  app.route('/', tabKitchenRoutes(deps, realtime.bus));
  return app;
}
