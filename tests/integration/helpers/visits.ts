// The only date a company-visit report is accepted for (issue [16/21] item 17): today in the
// company's time zone.
import type { Kysely } from 'kysely';
import { getCompany } from '../../../server/db/repositories/companies';
import type { Database } from '../../../server/db/schema';
import { localDate, resolveTimeZone } from '../../../src/domain/hours-time';

export async function visitDate(db: Kysely<Database>, companyId: string): Promise<string> {
  const company = await getCompany(db, companyId);
  if (!company) throw new Error(`no company ${companyId}`);
  return localDate(new Date(), resolveTimeZone(company.timezone));
}
