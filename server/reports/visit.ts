// §7.6 company visit, counted honestly (issue [16/21] item 17): only for today in the company's
// time zone, at most once per device and day (visit-device.ts), and never for a crawler.
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { localDate, resolveTimeZone } from '../../src/domain/hours-time';
import { getCompany } from '../db/repositories/companies';
import { recordDeviceVisit } from '../db/repositories/visits';
import type { Database } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { isCrawler } from './crawlers';
import { visitDevice } from './visit-device';

export type VisitOutcome = 'counted' | 'already_counted' | 'crawler';

export async function countVisit(
  c: Context,
  db: Kysely<Database>,
  signingKey: Buffer,
  visit: { companyId: string; date: string; cookiePath: string; now: Date },
): Promise<VisitOutcome> {
  const company = await getCompany(db, visit.companyId);
  if (!company) throw notFound('Company');
  const today = localDate(visit.now, resolveTimeZone(company.timezone));
  if (visit.date !== today)
    throw new HttpError(422, 'invalid_request', 'A visit can only be reported for today', {
      errors: { date: [`must be today in the company's time zone (${today})`] },
    });
  if (isCrawler(c.req.header('user-agent'))) return 'crawler';
  const device = visitDevice(c, signingKey, company.id, visit.cookiePath);
  const counted = await recordDeviceVisit(db, company.id, today, device.key, device.aliases);
  return counted ? 'counted' : 'already_counted';
}
