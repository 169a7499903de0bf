// POST /ms-clients/public/addresses: the path names no company, so the client's own company
// scopes the address (companyOfClient, which the public-write limit counts it against too).
import { handleError } from '../../http/errors';
import { Hono } from 'hono';
import { clientSecretOf, secretInvalid, viewerFor } from '../../clients/devices';
import { companyOfClient, createClientAddress } from '../../db/repositories/clients';
import { readJsonBody } from '../../http/validate';
import { field, missing, unprocessable } from '../../orders/errors';
import { addressCreateBody } from '../../../src/domain/validation-api';
import type { RouteDeps } from '../deps';

export function addressRoutes({ db }: RouteDeps): Hono {
  const app = new Hono();
  app.onError(handleError);

  app.post('/public/addresses', async (c) => {
    const body = await readJsonBody(c, addressCreateBody);
    const latitude = body.latitude ?? null;
    const longitude = body.longitude ?? null;
    if ((latitude === null) !== (longitude === null))
      throw unprocessable(
        'address_coordinates_incomplete',
        'latitude and longitude go together',
        field(latitude === null ? 'latitude' : 'longitude', 'required with the other coordinate'),
      );
    const companyId = await companyOfClient(db, body.client_id);
    if (companyId === null) throw missing('Client');
    // Only a device holding a secret for this client saves addresses to it (to its own list).
    const viewer = await viewerFor(db, companyId, body.client_id, clientSecretOf(c));
    if (viewer.kind === 'anonymous') throw secretInvalid();
    const address = await createClientAddress(db, companyId, body.client_id, viewer, {
      address: body.address.trim(),
      complement: body.complement?.trim() || null,
      reference: body.reference?.trim() || null,
      area_id: body.area_id?.trim() || null,
      area_name: body.area_name?.trim() || null,
      latitude,
      longitude,
    });
    if (!address) throw missing('Client');
    return c.json(address, 201);
  });

  return app;
}
