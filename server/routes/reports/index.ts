// §7.6 company visit report: PATCH with no body, query company_id and date (yyyy-MM-dd). It
// answers 204 whether or not the visit counted (server/reports/visit.ts): a crawler or a device
// already counted today is not told apart from a counted visit, except by the header below.
import { Hono } from 'hono';
import { type } from 'superstruct';
import { Id, IsoDate } from '../../http/schemas';
import { readQuery } from '../../http/validate';
import { countVisit } from '../../reports/visit';
import type { RouteDeps } from '../deps';

const VisitQuery = type({ company_id: Id, date: IsoDate });

/** Says what became of the visit, for tests and operators; the storefront ignores it. */
export const VISIT_HEADER = 'X-Visit';

export function reportRoutes({ db, env }: RouteDeps, signingKey: Buffer): Hono {
  const app = new Hono();

  app.patch('/public/company-visit', async (c) => {
    const { company_id, date } = readQuery(c, VisitQuery);
    const outcome = await countVisit(c, db, signingKey, {
      companyId: company_id,
      date,
      cookiePath: `${env.API_BASE}/ms-reports/public/company-visit`,
      now: new Date(),
    });
    return c.body(null, 204, { [VISIT_HEADER]: outcome });
  });

  return app;
}
