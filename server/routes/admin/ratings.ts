// GET /api/admin/ratings?limit=50: the company's order ratings, newest first, with the average
// and count of all of them (owner only; issue [16/21] item 10).
import { Hono } from 'hono';
import { coerce, integer, max, min, object, optional, string } from 'superstruct';
import { listRatings } from '../../db/repositories/ratings';
import { readQuery } from '../../http/validate';
import type { RouteDeps } from '../deps';
import { requireOwner } from './context';

export const MAX_RATINGS_LIMIT = 200;
const DEFAULT_RATINGS_LIMIT = 50;

const Limit = max(
  min(
    coerce(integer(), string(), (v) => (/^\d{1,4}$/.test(v) ? Number(v) : Number.NaN)),
    1,
  ),
  MAX_RATINGS_LIMIT,
);
const RatingsQuery = object({ limit: optional(Limit) });

export function ratingsRoutes(deps: RouteDeps): Hono {
  const app = new Hono();
  app.get('/ratings', async (c) => {
    const { companyId } = await requireOwner(c, deps);
    const { limit } = readQuery(c, RatingsQuery);
    return c.json(await listRatings(deps.db, companyId, limit ?? DEFAULT_RATINGS_LIMIT));
  });
  return app;
}
