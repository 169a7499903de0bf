// §2.1 canonical URLs: {token}.{host}{path}, or the company's custom domain when it is active
// (outside production, only when the visitor came in on it).
import type { Company } from '../../src/domain/types';
import { bareHost, hostPort } from './host';

export interface OriginContext {
  baseHost: string;
  /** The Host header of the current request, whose port is kept in development. */
  requestHost: string;
  https: boolean;
  /**
   * Production: an active custom domain is the company's address. Elsewhere (development, the
   * demo) it is only when the request came in on it: a seeded or staged domain such as
   * menu.demo-bistro.test resolves nowhere on a new user's machine (issue [16/21] item 8).
   */
  production: boolean;
}

/** The port to show after {token}.{BASE_HOST}: BASE_HOST's own, else the one the visitor used. */
function portSuffix(ctx: OriginContext): string {
  const port = hostPort(ctx.baseHost) ?? hostPort(ctx.requestHost);
  const defaultPort = ctx.https ? '443' : '80';
  return port && port !== defaultPort ? `:${port}` : '';
}

export function tokenOrigin(token: string, ctx: OriginContext): string {
  return `${ctx.https ? 'https' : 'http'}://${token}.${bareHost(ctx.baseHost)}${portSuffix(ctx)}`;
}

export function activeCustomDomain(company: Pick<Company, 'domain_settings'>): string | null {
  const settings = company.domain_settings;
  if (settings?.registration_status !== 'active' || !settings.url) return null;
  const host = bareHost(settings.url.replace(/^[a-z]+:\/\//i, '').replace(/[/?#].*$/, ''));
  return /^[a-z0-9.-]+$/.test(host) ? host : null;
}

/**
 * The company's storefront address, as its canonical and Open Graph URLs, its table QR codes and
 * the back office's links give it: its active custom domain in production, else
 * {token}.{BASE_HOST}; outside production, the address the server is reached at.
 */
export function storefrontOrigin(
  company: Pick<Company, 'token' | 'domain_settings'>,
  ctx: OriginContext,
): string {
  const domain = activeCustomDomain(company);
  const scheme = ctx.https ? 'https' : 'http';
  if (!domain) return tokenOrigin(company.token, ctx);
  if (ctx.production) return `${scheme}://${domain}`;
  // Reached on the custom domain itself (a hosts-file entry, a staging DNS): that address, port kept.
  if (bareHost(ctx.requestHost) === domain) return `${scheme}://${ctx.requestHost.toLowerCase()}`;
  return tokenOrigin(company.token, ctx);
}
