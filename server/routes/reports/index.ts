// §7.6 company visit report: PATCH with no body, query company_id and date (yyyy-MM-dd).
import { Hono } from 'hono';
import { type } from 'superstruct';
import { recordVisit } from '../../db/repositories/visits';
import { Id, IsoDate } from '../../http/schemas';
import { readQuery } from '../../http/validate';
import { requireCompany } from '../company-guard';
import type { RouteDeps } from '../deps';

const VisitQuery = type({ company_id: Id, date: IsoDate });

export function reportRoutes({ db }: RouteDeps): Hono {
  const app = new Hono();

  app.patch('/public/company-visit', async (c) => {
    const { company_id, date } = readQuery(c, VisitQuery);
    await requireCompany(db, company_id);
    await recordVisit(db, company_id, date);
    return c.body(null, 204);
  });

  return app;
}
