// §2.1 canonical URLs: {token}.{host}{path}, or the company's custom domain when it is active.
import type { Company } from '../../src/domain/types';
import { bareHost, hostPort } from './host';

export interface OriginContext {
  baseHost: string;
  /** The Host header of the current request, whose port is kept in development. */
  requestHost: string;
  https: boolean;
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

export function storefrontOrigin(
  company: Pick<Company, 'token' | 'domain_settings'>,
  ctx: OriginContext,
): string {
  const domain = activeCustomDomain(company);
  return domain ? `${ctx.https ? 'https' : 'http'}://${domain}` : tokenOrigin(company.token, ctx);
}
