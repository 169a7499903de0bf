// POST/GET/DELETE /api/kitchen/session: staff log in with the company's staff password.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { getStaffPasswordHash } from '../../db/repositories/kitchen-sessions';
import { readJsonBody } from '../../http/validate';
import { unauthorized } from '../../kitchen/errors';
import { verifyStaffPassword } from '../../kitchen/password';
import type { LoginGuard } from '../../kitchen/login-guard';
import { LoginBody } from '../../kitchen/schemas';
import {
  clearSessionCookie,
  kitchenSessions,
  openKitchenSession,
  sessionCookieOf,
  sessionOfCookie,
  setSessionCookie,
} from '../../kitchen/session';
import type { SocketRegistry } from '../../realtime/sockets';
import { CLOSE_UNAUTHORIZED } from '../../realtime/messages';
import type { RouteDeps } from '../deps';
import { companyOfHost, refuseForeignKitchenOrigin } from './context';

export function sessionRoutes(deps: RouteDeps, guard: LoginGuard, sockets: SocketRegistry): Hono {
  const app = new Hono();

  app.post('/session', async (c) => {
    refuseForeignKitchenOrigin(c);
    const companyId = await companyOfHost(c, deps);
    const { password } = await readJsonBody(c, LoginBody);
    const device = await guard.admit(c, companyId);
    const stored = await getStaffPasswordHash(deps.db, companyId);
    if (!stored)
      throw unauthorized(
        'This store has no staff password yet: set one with npm run company -- set-staff-password',
      );
    if (!(await verifyStaffPassword(password, stored)))
      throw unauthorized('Wrong staff password', 'wrong_password');
    const { cookie, session } = await openKitchenSession(deps.db, companyId);
    setSessionCookie(c, cookie);
    guard.remember(c, companyId, device);
    return c.json({ authenticated: true, expires_at: session.expires_at }, 201);
  });

  app.get('/session', async (c) => {
    const companyId = await companyOfHost(c, deps);
    const session = await sessionOfCookie(deps.db, sessionCookieOf(c));
    if (!session || session.company_id !== companyId) return c.json({ authenticated: false });
    return c.json({ authenticated: true, expires_at: session.expires_at });
  });

  app.delete('/session', async (c: Context) => {
    refuseForeignKitchenOrigin(c);
    const companyId = await companyOfHost(c, deps);
    const cookie = sessionCookieOf(c);
    if (cookie !== undefined) {
      const id = await kitchenSessions.close(deps.db, companyId, cookie);
      sockets.closeSession(id, CLOSE_UNAUTHORIZED, 'Logged out');
    }
    clearSessionCookie(c);
    return c.json({ authenticated: false });
  });

  return app;
}
