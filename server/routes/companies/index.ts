// §7.1 companies service.
import { Hono } from 'hono';
import { object } from 'superstruct';
import { getCompany } from '../../db/repositories/companies';
import { getEcommerceSettings } from '../../db/repositories/ecommerce';
import { createAbuseReport } from '../../db/repositories/abuse-reports';
import { notFound } from '../../http/errors';
import { CompanyParams, HostName, PreviewQuery } from '../../http/schemas';
import { readJsonBody, readParams, readQuery } from '../../http/validate';
import { companyForHost } from '../../tenancy/resolve';
import type { RouteDeps } from '../deps';
import { deliveryAreaCostRoutes } from './delivery-area-cost';
import { abuseReportBody } from '../../../src/domain/validation-api';

export function companyRoutes(deps: RouteDeps): Hono {
  const { db, env } = deps;
  const app = new Hono();
  app.route('/', deliveryAreaCostRoutes(deps));

  app.get('/public/hosts/:host', async (c) => {
    const { host } = readParams(c, object({ host: HostName }));
    const company = await companyForHost(db, host, env.BASE_HOST);
    if (!company) throw notFound('Company');
    return c.json({ company_id: company.id });
  });

  app.get('/public/companies/:companyId', async (c) => {
    const { companyId } = readParams(c, CompanyParams);
    const { from } = readQuery(c, PreviewQuery);
    const company = await getCompany(db, companyId);
    // A disabled menu stays visible to the owner's preview only (§2.7 shows visitors the 404 page).
    if (!company || (!company.menu_enabled && from !== 'preview')) throw notFound('Company');
    return c.json(company);
  });

  app.get('/public/companies/:companyId/ecommerce-settings', async (c) => {
    const { companyId } = readParams(c, CompanyParams);
    const settings = await getEcommerceSettings(db, companyId);
    if (!settings) throw notFound('Company');
    return c.json(settings);
  });

  app.post('/public/companies/site-abuse-report', async (c) => {
    const body = await readJsonBody(c, abuseReportBody);
    if (!(await getCompany(db, body.company_id))) throw notFound('Company');
    const { id } = await createAbuseReport(db, {
      company_id: body.company_id,
      reason: body.reason,
      description: body.description,
      email: body.email ?? null,
      url: body.url ?? null,
    });
    return c.json({ id }, 201);
  });

  return app;
}
