// Company-scoped endpoints answer 404 for an unknown company rather than an empty list, so a typo
// in an id is visible. The catalog version is the cheapest per-company lookup the repositories offer.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { getCatalogVersion } from '../db/repositories/companies';
import { notFound } from '../http/errors';

export async function requireCompany(db: Kysely<Database>, companyId: string): Promise<void> {
  if ((await getCatalogVersion(db, companyId)) === null) throw notFound('Company');
}
