// The company's tab settings as the storefront needs them (issue [17/21]):
//   GET /api/ms-orders/public/companies/{companyId}/tab-settings → { pay_at_end, code_required }
// Checkout reads pay_at_end (a TABLE round is placed without a payment method) and the tab
// screen code_required. Public: both are visible to anyone at the table anyway; the code itself
// is never here.
import { Hono } from 'hono';
import { getTabSettings } from '../../db/repositories/tab-requests';
import { handleError } from '../../http/errors';
import { CompanyParams } from '../../http/schemas';
import { readParams } from '../../http/validate';
import { requireCompany } from '../company-guard';
import type { RouteDeps } from '../deps';

export function tabSettingsPublicRoutes(deps: RouteDeps): Hono {
  const { db } = deps;
  const app = new Hono();
  app.onError(handleError);

  app.get('/public/companies/:companyId/tab-settings', async (c) => {
    const { companyId } = readParams(c, CompanyParams);
    await requireCompany(db, companyId);
    const { pay_at_end, code_required } = await getTabSettings(db, companyId);
    return c.json({ pay_at_end, code_required });
  });

  return app;
}
