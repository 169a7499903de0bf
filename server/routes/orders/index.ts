// §7.3 orders service: the read-only start-up calls (QR record and published coupons).
import { Hono } from 'hono';
import { object } from 'superstruct';
import { getQr } from '../../db/repositories/qrs';
import { listPublishedCoupons } from '../../db/repositories/coupons';
import { notFound } from '../../http/errors';
import { CompanyParams, Id } from '../../http/schemas';
import { readParams } from '../../http/validate';
import { requireCompany } from '../company-guard';
import type { RouteDeps } from '../deps';

export function orderRoutes({ db }: RouteDeps): Hono {
  const app = new Hono();

  app.get('/public/qrs/:qrId', async (c) => {
    const { qrId } = readParams(c, object({ qrId: Id }));
    const qr = await getQr(db, qrId);
    if (!qr) throw notFound('QR');
    return c.json(qr);
  });

  app.get('/public/companies/:companyId/coupons', async (c) => {
    const { companyId } = readParams(c, CompanyParams);
    await requireCompany(db, companyId);
    return c.json(await listPublishedCoupons(db, companyId));
  });

  return app;
}
