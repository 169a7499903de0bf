// §7.3 orders service: start-up reads (QR record, published coupons, order settings) and the
// order writes, whose rules live in server/orders.
import { Hono } from 'hono';
import { object } from 'superstruct';
import { getQr } from '../../db/repositories/qrs';
import { listPublishedCoupons } from '../../db/repositories/coupons';
import { getOrderSettings } from '../../db/repositories/order-settings';
import { notFound } from '../../http/errors';
import { CompanyParams, Id } from '../../http/schemas';
import { readParams } from '../../http/validate';
import { handleError } from '../../http/errors';
import { requireCompany } from '../company-guard';
import type { RouteDeps } from '../deps';
import { orderWriteRoutes } from './writes';

// Built once: a schema made per request is compiled per request.
const QrParams = object({ qrId: Id });

export function orderRoutes(deps: RouteDeps): Hono {
  const { db } = deps;
  const app = new Hono();
  app.onError(handleError);

  app.get('/public/qrs/:qrId', async (c) => {
    const { qrId } = readParams(c, QrParams);
    const qr = await getQr(db, qrId);
    if (!qr) throw notFound('QR');
    return c.json(qr);
  });

  app.get('/public/companies/:companyId/coupons', async (c) => {
    const { companyId } = readParams(c, CompanyParams);
    await requireCompany(db, companyId);
    return c.json(await listPublishedCoupons(db, companyId));
  });

  app.get('/public/companies/:companyId/order-settings', async (c) => {
    const { companyId } = readParams(c, CompanyParams);
    await requireCompany(db, companyId);
    return c.json(await getOrderSettings(db, companyId));
  });

  app.route('/', orderWriteRoutes(deps));
  return app;
}
