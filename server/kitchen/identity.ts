// Who is asking: the kitchen works on its company's own host (the tenant comes from the Host,
// as for the pages) and a session cookie opened on that host.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { KitchenSession } from '../db/repositories/kitchen-sessions';
import { resolveTenant } from '../tenancy/resolve';
import { notFoundHere, unauthorized } from './errors';
import { sessionOfCookie } from './session';

export interface KitchenIdentity {
  companyId: string;
  session: KitchenSession;
}

/** The company whose storefront this host is, else 404 (unknown, disabled or the bare host). */
export async function hostCompanyId(
  db: Kysely<Database>,
  host: string,
  baseHost: string,
): Promise<string> {
  const tenant = await resolveTenant(db, host, baseHost);
  if (tenant.kind !== 'company') throw notFoundHere('Storefront');
  return tenant.company.id;
}

/**
 * No valid session: 401. A valid session of another company (its cookie replayed on this
 * host): 404, as if this company's orders and products did not exist for it.
 */
export async function kitchenIdentity(
  db: Kysely<Database>,
  host: string,
  baseHost: string,
  cookie: string | undefined,
): Promise<KitchenIdentity> {
  const companyId = await hostCompanyId(db, host, baseHost);
  const session = await sessionOfCookie(db, cookie);
  if (!session) throw unauthorized();
  if (session.company_id !== companyId) throw notFoundHere('Kitchen');
  return { companyId, session };
}
