// GET …/delivery-area-cost (§7.1): the delivery price of a point or a district, priced by
// src/domain's deliveryQuote (fixed, ranges, per km, areas or districts) and its
// allow-outside-coverage rule; outside coverage is a 422.
import { Hono } from 'hono';
import { coerce, number, object, optional, refine, size, string } from 'superstruct';
import { deliveryTargetFromQuery } from '../../../src/domain/delivery';
import { HttpError } from '../../http/errors';
import { CompanyParams } from '../../http/schemas';
import { readParams, readQuery } from '../../http/validate';
import { loadOrderContext } from '../../orders/context';
import { quoteOrRefuse } from '../../orders/delivery';
import { handleError } from '../../http/errors';
import type { RouteDeps } from '../deps';

const coordinate = (limit: number) =>
  refine(
    coerce(number(), string(), (v) => (v.trim() === '' ? Number.NaN : Number(v))),
    'coordinate',
    (v) => Number.isFinite(v) && Math.abs(v) <= limit,
  );

const AreaCostQuery = object({
  latitude: optional(coordinate(90)),
  longitude: optional(coordinate(180)),
  area_id: optional(size(string(), 0, 200)),
  area_name: optional(size(string(), 0, 200)),
});

export function deliveryAreaCostRoutes({ db }: RouteDeps): Hono {
  const app = new Hono();
  app.onError(handleError);

  app.get('/public/companies/:companyId/delivery-area-cost', async (c) => {
    const { companyId } = readParams(c, CompanyParams);
    const query = readQuery(c, AreaCostQuery);
    const target = deliveryTargetFromQuery(query);
    if (!target)
      throw new HttpError(400, 'location_required', 'Give latitude and longitude, or area_id', {
        errors: {
          latitude: ['required without area_id'],
          longitude: ['required without area_id'],
        },
      });
    const ctx = await loadOrderContext(db, companyId);
    const { area_price, area_id, area_name } = quoteOrRefuse(ctx, target);
    return c.json({ area_price, area_id, area_name });
  });

  return app;
}
