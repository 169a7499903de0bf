// The wiring /api/kitchen and /api/admin share: the kitchen's error answers, no caching (every
// answer is per person and changes at any time) and a login guard for `{area}/session`.
import { Hono } from 'hono';
import { kitchenErrorHandler } from '../kitchen/errors';
import { loginGuard } from '../kitchen/login-guard';
import type { LoginGuard, LoginScope } from '../kitchen/login-guard';
import type { Realtime } from '../realtime/realtime';
import type { RouteDeps } from './deps';

export function staffApp(
  deps: RouteDeps,
  realtime: Pick<Realtime, 'limits' | 'deviceKey'>,
  area: 'kitchen' | 'admin',
  scope?: LoginScope,
): { app: Hono; guard: LoginGuard } {
  const app = new Hono();
  app.onError(kitchenErrorHandler);
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
  const guard = loginGuard(
    realtime.limits,
    realtime.deviceKey,
    `${deps.env.API_BASE}/${area}/session`,
    scope,
  );
  return { app, guard };
}
