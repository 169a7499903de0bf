// The address a table's QR code holds: the company's storefront (its active custom domain, else
// {token}.{BASE_HOST}, server/tenancy/origin.ts) at its landing, with `qr-id` naming the table, as
// the storefront reads it on any page (src/app/query.ts, SPEC §2.2).
import type { Company } from '../../../src/domain/types';
import { storefrontOrigin } from '../../tenancy/origin';
import type { OriginContext } from '../../tenancy/origin';

/** The query parameter the storefront reads a scanned table from. */
export const QR_PARAM = 'qr-id';

/** `{origin}/?qr-id={id}`: the URL a diner's phone opens when scanning the table's code. */
export function tableUrl(origin: string, tableId: string): string {
  const url = new URL('/', origin);
  url.searchParams.set(QR_PARAM, tableId);
  return url.href;
}

/** The company's public storefront origin, as its canonical links use. */
export function tableOrigin(
  company: Pick<Company, 'token' | 'domain_settings'>,
  ctx: OriginContext,
): string {
  return storefrontOrigin(company, ctx);
}
