// POST/GET/DELETE /api/admin/session: the owner logs in with the company's owner password
// (npm run company -- set-owner-password), hardened exactly as the kitchen's login.
import { Hono } from 'hono';
import { verifyOwnerPassword } from '../../admin/password';
import { ownerSessions } from '../../admin/session';
import { getOwnerPasswordHash } from '../../db/repositories/owner-sessions';
import { readJsonBody } from '../../http/validate';
import { unauthorized } from '../../kitchen/errors';
import type { LoginGuard } from '../../kitchen/login-guard';
import { LoginBody } from '../../kitchen/schemas';
import type { RouteDeps } from '../deps';
import { companyOfHost } from '../kitchen/context';
import { refuseForeignOwnerOrigin } from './context';

export function ownerSessionRoutes(deps: RouteDeps, guard: LoginGuard): Hono {
  const app = new Hono();

  app.post('/session', async (c) => {
    refuseForeignOwnerOrigin(c);
    const companyId = await companyOfHost(c, deps);
    const { password } = await readJsonBody(c, LoginBody);
    const device = await guard.admit(c, companyId);
    const stored = await getOwnerPasswordHash(deps.db, companyId);
    if (!stored)
      throw unauthorized(
        'This store has no owner password yet: set one with npm run company -- set-owner-password',
      );
    if (!(await verifyOwnerPassword(password, stored)))
      throw unauthorized('Wrong owner password', 'wrong_password');
    const { cookie, session } = await ownerSessions.open(deps.db, companyId);
    ownerSessions.setCookie(c, cookie);
    guard.remember(c, companyId, device);
    return c.json({ authenticated: true, expires_at: session.expires_at }, 201);
  });

  app.get('/session', async (c) => {
    const companyId = await companyOfHost(c, deps);
    const session = await ownerSessions.ofCookie(deps.db, ownerSessions.cookieOf(c));
    if (!session || session.company_id !== companyId) return c.json({ authenticated: false });
    return c.json({ authenticated: true, expires_at: session.expires_at });
  });

  app.delete('/session', async (c) => {
    refuseForeignOwnerOrigin(c);
    const companyId = await companyOfHost(c, deps);
    const cookie = ownerSessions.cookieOf(c);
    if (cookie !== undefined) await ownerSessions.close(deps.db, companyId, cookie);
    ownerSessions.clearCookie(c);
    return c.json({ authenticated: false });
  });

  return app;
}
