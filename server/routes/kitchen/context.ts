// Per-request kitchen identity from the Host and the session cookie (server/kitchen/identity).
import type { Context } from 'hono';
import { KitchenError } from '../../kitchen/errors';
import type { KitchenIdentity } from '../../kitchen/identity';
import { hostCompanyId, kitchenIdentity } from '../../kitchen/identity';
import { sessionCookieOf } from '../../kitchen/session';
import { requestHost } from '../../tenancy/request-host';
import { fromForeignOrigin } from '../../tenancy/same-origin';
import type { RouteDeps } from '../deps';

export function companyOfHost(c: Context, deps: RouteDeps): Promise<string> {
  return hostCompanyId(deps.db, requestHost(c), deps.env.BASE_HOST);
}

/** 403 for a browser on another origin (server/tenancy/same-origin.ts); `host` as there. */
export function refuseForeignKitchenOrigin(c: Context, host?: string): void {
  if (fromForeignOrigin(c, host))
    throw new KitchenError(403, 'forbidden', 'Cross-origin requests to the kitchen are refused');
}

/** Writes also refuse a cross-origin caller (sibling tenants share a site). */
export function requireKitchen(c: Context, deps: RouteDeps): Promise<KitchenIdentity> {
  if (c.req.method !== 'GET') refuseForeignKitchenOrigin(c);
  return kitchenIdentity(deps.db, requestHost(c), deps.env.BASE_HOST, sessionCookieOf(c));
}
