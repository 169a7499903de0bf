// The company a public write is counted against. Most writes name it in the path or the query;
// order creation and abuse reports name it only in the JSON body; an address names its client.
// The route reads the same places, so a write cannot be counted against one company and land on
// another (the path is decoded as the router decodes it).
import type { Context } from 'hono';
import { resolveTenant } from '../../tenancy/resolve';
import { requestHost } from '../../tenancy/request-host';
import type { RouteDeps } from '../../routes/deps';
import { bodyBytes } from '../body-bytes';

const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
/** Every write that names no valid company shares one count per address (the route refuses it). */
const NO_COMPANY = '-';

function pathCompany(path: string): string | undefined {
  const raw = /\/public\/companies\/([^/]+)\//.exec(path)?.[1];
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return NO_COMPANY;
  }
}

const decoder = new TextDecoder();

/**
 * company_id of a JSON body. The bytes are kept in Hono's body cache (body-bytes.ts), so the
 * route reads the very same bytes after this; cloning the request instead cost a stream tee per
 * order write. The body limit in front of every route (body-limit.ts) bounds what is read.
 */
async function bodyCompany(c: Context): Promise<string | undefined> {
  if (!/^application\/(.+\+)?json\b/i.test(c.req.header('content-type') ?? '')) return undefined;
  try {
    const parsed: unknown = JSON.parse(decoder.decode(await bodyBytes(c)));
    if (typeof parsed !== 'object' || parsed === null || !('company_id' in parsed))
      return undefined;
    const id = parsed.company_id;
    return typeof id === 'string' ? id : NO_COMPANY;
  } catch {
    return undefined;
  }
}

export async function companyOfWrite(c: Context, deps: RouteDeps): Promise<string> {
  const named = pathCompany(c.req.path) ?? c.req.query('company_id') ?? (await bodyCompany(c));
  if (named !== undefined) return ID.test(named) ? named : NO_COMPANY;
  // An address names only its client: the storefront it is saved from is the company's host.
  const tenant = await resolveTenant(deps.db, requestHost(c), deps.env.BASE_HOST);
  return tenant.kind === 'company' || tenant.kind === 'disabled' ? tenant.company.id : NO_COMPANY;
}
