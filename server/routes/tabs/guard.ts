// The table code in front of every route that needs it (issue [17/21]), registered on the API
// app before its routes, like the public-write limits:
// - every public tab path (`…/qrs/{qrId}/tab`, everything under `…/tab/`, `…/requests`) asks
//   for access to the QR's open tab first (server/tabs/access.ts), whichever router holds the
//   route, so a route added under `…/tab/` is covered without a line of its own;
// - those paths and the order writes that place a round with a `tab_code` count each wrong code
//   against the caller's address: past TAB_CODE_ATTEMPTS_PER_MINUTE, 429 `tab_code_attempts`
//   with Retry-After, and a blocked caller's next code is refused before it is even compared, so
//   the limit cannot be used to tell a right guess from a wrong one.
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import { is, object } from 'superstruct';
import { getOpenTab } from '../../db/repositories/tabs';
import type { Database } from '../../db/schema';
import type { RateLimits } from '../../http/rate-limit/rate-limits';
import { Id } from '../../http/schemas';
import { readJsonObject } from '../../http/validate';
import { TAB_CODE_HEADER, codeAttemptsBucket, requireTabAccess } from '../../tabs/access';
import { tabCodeAttempts } from '../../tabs/errors';

const TAB_BASE = '/ms-orders/public/companies/:companyId/qrs/:qrId';
// Hono's `/tab/*` matches `/tab` itself too: one pattern, so a request is judged once.
export const TAB_GUARDED_PATHS = [`${TAB_BASE}/tab/*`, `${TAB_BASE}/requests`];
const ROUND_WRITES: readonly (readonly [string, string])[] = [
  ['POST', '/ms-orders/public/orders'],
  ['PATCH', '/ms-orders/public/companies/:companyId/orders/:orderId'],
];

const TabParams = object({ companyId: Id, qrId: Id });

/** Whether the request carries a code to judge: the header, or a round's `tab_code`. */
async function sendsCode(c: Context, inBody: boolean): Promise<boolean> {
  if (c.req.header(TAB_CODE_HEADER) !== undefined) return true;
  if (!inBody) return false;
  try {
    const body = await readJsonObject(c);
    return typeof body.tab_code === 'string' && body.tab_code !== '';
  } catch {
    // The route answers the malformed body itself.
    return false;
  }
}

async function refusedWrongCode(res: Response): Promise<boolean> {
  if (res.status !== 403) return false;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return body?.code === 'tab_code_wrong';
}

function countWrongCodes(limits: RateLimits, inBody: boolean): MiddlewareHandler {
  return async (c, next) => {
    if (!(await sendsCode(c, inBody))) return next();
    const bucket = codeAttemptsBucket(c);
    const before = await limits.peek(bucket);
    if (!before.allowed) throw tabCodeAttempts(before.retryAfter);
    await next();
    if (!(await refusedWrongCode(c.res))) return;
    const verdict = await limits.take([bucket]);
    if (verdict.allowed) return;
    const refusal = tabCodeAttempts(verdict.retryAfter);
    c.res = new Response(JSON.stringify(refusal.body()), {
      status: 429,
      headers: { 'Content-Type': 'application/json', ...refusal.headers },
    });
    c.res.headers.delete('Content-Length');
  };
}

/** Refuses a caller without access to the QR's open tab; no open tab: the route answers 404. */
function requireAccess(db: Kysely<Database>): MiddlewareHandler {
  return async (c, next) => {
    const params = c.req.param();
    if (!is(params, TabParams)) return next();
    const tab = await getOpenTab(db, params.companyId, params.qrId);
    if (tab) await requireTabAccess(c, db, params.companyId, tab);
    return next();
  };
}

/** Registers the guard on `api` (the app mounted at API_BASE), before any of its routes. */
export function guardTabs(api: Hono, db: Kysely<Database>, limits: RateLimits): void {
  const access = requireAccess(db);
  const tabGuesses = countWrongCodes(limits, false);
  for (const path of TAB_GUARDED_PATHS) api.use(path, tabGuesses, access);
  const roundGuesses = countWrongCodes(limits, true);
  for (const [method, path] of ROUND_WRITES) {
    const onMethod: MiddlewareHandler = (c, next) =>
      c.req.method === method ? roundGuesses(c, next) : next();
    api.use(path, onMethod);
  }
}
