// §7.5 clients service: loyalty settings, get-or-create client, addresses and order ratings.
import { handleError } from '../../http/errors';
import { Hono } from 'hono';
import { object } from 'superstruct';
import { clientSecretOf, getOrCreateFor, readClientFor } from '../../clients/devices';
import { getCompany } from '../../db/repositories/companies';
import { getLoyaltySettings } from '../../db/repositories/loyalty';
import { CompanyParams, Id } from '../../http/schemas';
import { readJsonBody, readParams } from '../../http/validate';
import { missing, unprocessable } from '../../orders/errors';
import { clientCreateBody } from '../../../src/domain/validation-api';
import type { OrderEventBus } from '../../realtime/bus';
import { requireCompany } from '../company-guard';
import type { RouteDeps } from '../deps';
import { addressRoutes } from './addresses';
import { e164Of } from './phone';
import { ratingRoutes } from './ratings';

export function clientRoutes(deps: RouteDeps, bus: OrderEventBus): Hono {
  const { db } = deps;
  const app = new Hono();
  app.onError(handleError);

  app.get('/public/companies/:companyId/loyalty-settings', async (c) => {
    const { companyId } = readParams(c, CompanyParams);
    await requireCompany(db, companyId);
    return c.json(await getLoyaltySettings(db, companyId));
  });

  app.post('/public/companies/:companyId/clients', async (c) => {
    const { companyId } = readParams(c, CompanyParams);
    const company = await getCompany(db, companyId);
    if (!company) throw missing('Company');
    const body = await readJsonBody(c, clientCreateBody);
    if (body.company_id !== companyId)
      throw unprocessable('company_mismatch', 'company_id does not match the path', {
        errors: { company_id: ['mismatch'] },
      });
    const phone = e164Of(body.country_calling_code, body.phone_number);
    if (!phone.ok)
      throw unprocessable('phone_invalid', phone.key, { errors: { phone_number: [phone.key] } });
    const client = await getOrCreateFor(
      db,
      companyId,
      { name: body.name.trim(), phone_number: phone.e164 },
      clientSecretOf(c),
    );
    return c.json(client);
  });

  app.get('/public/companies/:companyId/clients/:clientId', async (c) => {
    const { companyId, clientId } = readParams(c, object({ companyId: Id, clientId: Id }));
    await requireCompany(db, companyId);
    const client = await readClientFor(db, companyId, clientId, clientSecretOf(c));
    if (!client) throw missing('Client');
    return c.json(client);
  });

  app.route('/', addressRoutes(deps));
  app.route('/', ratingRoutes(deps, bus));
  return app;
}
