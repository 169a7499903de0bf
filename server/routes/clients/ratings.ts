// §7.5 order ratings (body and answer not shown by the spec; ours are in docs/decisions.md):
// only a DELIVERED or FINALIZED order can be rated, once.
import { handleError } from '../../http/errors';
import { Hono } from 'hono';
import { object } from 'superstruct';
import { getOrderRow } from '../../db/repositories/orders';
import { getOrderRating, insertOrderRating } from '../../db/repositories/ratings';
import { CompanyParams, Id } from '../../http/schemas';
import { readJsonBody, readParams } from '../../http/validate';
import { conflict, missing } from '../../orders/errors';
import { RATEABLE_STATUSES, publishRating } from '../../orders/rating';
import { ratingRequest } from '../../orders/schemas';
import type { OrderEventBus } from '../../realtime/bus';
import { requireCompany } from '../company-guard';
import type { RouteDeps } from '../deps';

export function ratingRoutes({ db }: RouteDeps, bus: OrderEventBus): Hono {
  const app = new Hono();
  app.onError(handleError);

  /** The rating, or null while the order has none. */
  app.get('/public/companies/:companyId/order-ratings/:orderId', async (c) => {
    const { companyId, orderId } = readParams(c, object({ companyId: Id, orderId: Id }));
    await requireCompany(db, companyId);
    if (!(await getOrderRow(db, companyId, orderId))) throw missing('Order');
    return c.json(await getOrderRating(db, companyId, orderId));
  });

  app.post('/public/companies/:companyId/order-ratings', async (c) => {
    const { companyId } = readParams(c, CompanyParams);
    await requireCompany(db, companyId);
    const body = await readJsonBody(c, ratingRequest);
    const order = await getOrderRow(db, companyId, body.order_id);
    if (!order) throw missing('Order');
    if (!(RATEABLE_STATUSES as readonly string[]).includes(order.status))
      throw conflict('rating_not_allowed', 'Only a delivered or finalized order can be rated');
    const rating = await insertOrderRating(
      db,
      companyId,
      { order_id: order.id, rating: body.rating, comment: body.comment?.trim() || null },
      new Date(),
    );
    if (!rating) throw conflict('rating_exists', 'This order has already been rated');
    // The kitchen boards show it on the finished order at once.
    await publishRating(db, bus, companyId, rating);
    return c.json(rating, 201);
  });

  return app;
}
