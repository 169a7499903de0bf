// Host → company (§1), through the repositories only. A disabled menu resolves like an unknown one
// for visitors (§2.7 shows the same page), but the caller can tell them apart if it needs to.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findCompanyByDomain, findCompanyByToken } from '../db/repositories/companies';
import type { CompanyRef } from '../db/repositories/companies';
import { classifyHost } from './host';

export type Tenant =
  | { kind: 'base' }
  | { kind: 'company'; company: CompanyRef }
  | { kind: 'disabled'; company: CompanyRef }
  | { kind: 'unknown' };

export async function resolveTenant(
  db: Kysely<Database>,
  host: string,
  baseHost: string,
): Promise<Tenant> {
  const target = classifyHost(host, baseHost);
  if (target.kind === 'base') return { kind: 'base' };
  const company =
    target.kind === 'token'
      ? await findCompanyByToken(db, target.token)
      : await findCompanyByDomain(db, target.host);
  if (!company) return { kind: 'unknown' };
  return company.menu_enabled ? { kind: 'company', company } : { kind: 'disabled', company };
}

/** The §7.1 hosts endpoint resolves a host the same way, but the bare base host is no company. */
export async function companyForHost(
  db: Kysely<Database>,
  host: string,
  baseHost: string,
): Promise<CompanyRef | null> {
  const tenant = await resolveTenant(db, host, baseHost);
  return tenant.kind === 'company' ? tenant.company : null;
}
