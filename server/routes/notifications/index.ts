// §7.6 health: what /health shows (§2.7 "app version, region and app type"), plus the database kind.
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { RouteDeps } from '../deps';
import { APP_VERSION } from './version';

export function notificationRoutes({ db, dialect, env }: RouteDeps): Hono {
  const app = new Hono();

  app.get('/public/health', async (c) => {
    const base = { version: APP_VERSION, region: env.APP_REGION, db: dialect };
    try {
      await sql`select 1`.execute(db);
    } catch (error) {
      // Load balancers take the instance out of rotation on a non-2xx.
      console.error('[ERROR:health] database unreachable', error);
      return c.json({ status: 'error', ...base }, 503);
    }
    return c.json({ status: 'ok', ...base });
  });

  return app;
}
