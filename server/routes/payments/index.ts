// §7.4 payments service: the payment methods, keyed by lower-cased service type.
import { Hono } from 'hono';
import { coerce, enums, object, optional, string } from 'superstruct';
import { listPaymentMethods } from '../../db/repositories/payment-methods';
import { CompanyParams } from '../../http/schemas';
import { readParams, readQuery } from '../../http/validate';
import type { ServiceKey } from '../../../src/domain/types';
import { requireCompany } from '../company-guard';
import type { RouteDeps } from '../deps';

const SERVICE_KEYS: ServiceKey[] = ['table', 'onsite', 'takeaway', 'delivery'];
// The storefront lower-cases the service type; an upper-case one is read the same way.
const ServiceKeyQuery = coerce(enums(SERVICE_KEYS), string(), (v) => v.toLowerCase());

export function paymentRoutes({ db }: RouteDeps): Hono {
  const app = new Hono();

  app.get('/public/companies/:companyId/payment-methods', async (c) => {
    const { companyId } = readParams(c, CompanyParams);
    const { service_type } = readQuery(c, object({ service_type: optional(ServiceKeyQuery) }));
    await requireCompany(db, companyId);
    return c.json(await listPaymentMethods(db, companyId, service_type));
  });

  return app;
}
