// /api/admin: the back office's server side (issue [11/13]), behind the comanda_owner session
// cookie. Its login has the kitchen's guard with counts and device cookies of its own, so owner
// and staff attempts never spend each other's limits.
import type { Hono } from 'hono';
import type { Realtime } from '../../realtime/realtime';
import type { RouteDeps } from '../deps';
import { staffApp } from '../staff-app';
import { auditRoutes } from './audit';
import { ratingsRoutes } from './ratings';
import { menuRoutes } from './menu';
import { menuIoRoutes } from './menu-io';
import { modifierGroupRoutes } from './modifier-groups';
import { productRoutes } from './products';
import { ownerSessionRoutes } from './session';
import { brandSettingsRoutes } from './settings-brand';
import { serviceSettingsRoutes } from './settings-service';
import { tableRoutes } from './tables';
import { tabAdminRoutes } from './tabs';

export const OWNER_DEVICE_COOKIE = 'comanda_owner_device';

export function adminRoutes(
  deps: RouteDeps,
  realtime: Pick<Realtime, 'limits' | 'deviceKey'>,
): Hono {
  const { app, guard } = staffApp(deps, realtime, 'admin', {
    name: 'owner',
    deviceCookie: OWNER_DEVICE_COOKIE,
  });
  app.route('/', ownerSessionRoutes(deps, guard));
  app.route('/', auditRoutes(deps));
  app.route('/', ratingsRoutes(deps));
  app.route('/', menuRoutes(deps));
  app.route('/', menuIoRoutes(deps));
  app.route('/', serviceSettingsRoutes(deps));
  app.route('/', productRoutes(deps));
  app.route('/', modifierGroupRoutes(deps));
  app.route('/', tableRoutes(deps));
  app.route('/', tabAdminRoutes(deps));
  app.route('/', brandSettingsRoutes(deps));
  return app;
}
