// Per-request kitchen identity from the Host and the session cookie (server/kitchen/identity).
import type { Context } from 'hono';
import type { KitchenIdentity } from '../../kitchen/identity';
import { hostCompanyId, kitchenIdentity, refuseForeignOrigin } from '../../kitchen/identity';
import { sessionCookieOf } from '../../kitchen/session';
import { requestHost } from '../../tenancy/request-host';
import type { RouteDeps } from '../deps';

export function companyOfHost(c: Context, deps: RouteDeps): Promise<string> {
  return hostCompanyId(deps.db, requestHost(c), deps.env.BASE_HOST);
}

/** Writes also refuse a cross-origin caller (sibling tenants share a site). */
export function requireKitchen(c: Context, deps: RouteDeps): Promise<KitchenIdentity> {
  if (c.req.method !== 'GET') refuseForeignOrigin(c.req.header('origin'), requestHost(c));
  return kitchenIdentity(deps.db, requestHost(c), deps.env.BASE_HOST, sessionCookieOf(c));
}
