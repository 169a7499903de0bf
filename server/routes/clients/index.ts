// §7.5 clients service: the loyalty settings loaded at start-up.
import { Hono } from 'hono';
import { getLoyaltySettings } from '../../db/repositories/loyalty';
import { CompanyParams } from '../../http/schemas';
import { readParams } from '../../http/validate';
import { requireCompany } from '../company-guard';
import type { RouteDeps } from '../deps';

export function clientRoutes({ db }: RouteDeps): Hono {
  const app = new Hono();

  app.get('/public/companies/:companyId/loyalty-settings', async (c) => {
    const { companyId } = readParams(c, CompanyParams);
    await requireCompany(db, companyId);
    return c.json(await getLoyaltySettings(db, companyId));
  });

  return app;
}
