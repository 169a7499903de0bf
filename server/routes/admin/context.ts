// Per-request owner identity: the company from the Host (as the kitchen's) and an owner session
// cookie opened on that host.
import type { Context } from 'hono';
import { ownerSessions } from '../../admin/session';
import { KitchenError, unauthorized } from '../../kitchen/errors';
import { fromForeignOrigin } from '../../tenancy/same-origin';
import type { RouteDeps } from '../deps';
import { companyOfHost } from '../kitchen/context';

export interface OwnerIdentity {
  companyId: string;
  /** The hashed session id (the audit actor is derived from it). */
  sessionId: string;
}

export const ownerUnauthorized = (): KitchenError =>
  unauthorized('Log in to the back office first');

/** The kitchen's Origin rule (server/tenancy/same-origin.ts), with the back office's name. */
export function refuseForeignOwnerOrigin(c: Context): void {
  if (fromForeignOrigin(c))
    throw new KitchenError(
      403,
      'forbidden',
      'Cross-origin requests to the back office are refused',
    );
}

/**
 * The owner of this host's company, else 401: no cookie, an expired or unknown one, or one of
 * another company (its cookie replayed here is no session here). Writes also refuse a
 * cross-origin caller.
 */
export async function requireOwner(c: Context, deps: RouteDeps): Promise<OwnerIdentity> {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') refuseForeignOwnerOrigin(c);
  const companyId = await companyOfHost(c, deps);
  const session = await ownerSessions.ofCookie(deps.db, ownerSessions.cookieOf(c));
  if (!session || session.company_id !== companyId) throw ownerUnauthorized();
  return { companyId, sessionId: session.id };
}
