// Security headers on every response (pages, API, files and errors alike). The JSON-LD and the boot
// JSON are non-executable data blocks, so script-src needs no 'unsafe-inline'. Every request the
// storefront makes stays on its own origin: images come from /media, data: and blob: (previews),
// and the live sockets are same-origin, which 'self' covers for ws: and wss: (CSP Level 3). The one
// exception is map tiles: img-src adds the origin of MAP_TILE_URL (server/geo/map-config.ts).
// Payment providers are the other, page by page: see CspExtra and docs/decisions.md "Payment
// providers in the CSP". There is one policy builder, contentSecurityPolicy, for both.
import type { Context, MiddlewareHandler } from 'hono';
import { visitorOf } from './client-address';

/**
 * Sources a single response adds to the policy: a storefront page of a company with an active
 * payment provider allows that provider's origins (server/routes/pages/provider-csp.ts), and
 * only that page; every other answer keeps the base policy.
 */
export interface CspExtra {
  'script-src'?: readonly string[];
  'frame-src'?: readonly string[];
  'connect-src'?: readonly string[];
}

const EXTRA_DIRECTIVES = ['script-src', 'frame-src', 'connect-src'] as const;

declare module 'hono' {
  interface ContextVariableMap {
    cspExtra: CspExtra;
  }
}

/** Records sources for this response only; securityHeaders adds them to its policy. */
export function allowInCsp(c: Context, extra: CspExtra): void {
  const current = c.get('cspExtra') as CspExtra | undefined;
  const merged: CspExtra = { ...current };
  for (const key of EXTRA_DIRECTIVES) {
    const sources = [...(current?.[key] ?? []), ...(extra[key] ?? [])];
    if (sources.length > 0) merged[key] = [...new Set(sources)];
  }
  c.set('cspExtra', merged);
}

const directive = (name: string, base: readonly string[], extra: readonly string[] = []) =>
  [name, ...base, ...extra].join(' ');

/**
 * The policy, with the map tiles' origins (if any) allowed as images and a response's extra
 * sources (if any). frame-src is written only when a page frames another origin; otherwise
 * default-src 'self' governs frames.
 */
export const contentSecurityPolicy = (
  tileOrigins: readonly string[] = [],
  extra: CspExtra = {},
): string => {
  const frames = extra['frame-src'] ?? [];
  return [
    "default-src 'self'",
    directive('img-src', ["'self'", 'data:', 'blob:'], tileOrigins),
    directive('script-src', ["'self'"], extra['script-src']),
    "style-src 'self' 'unsafe-inline'",
    directive('connect-src', ["'self'"], extra['connect-src']),
    ...(frames.length > 0 ? [directive('frame-src', ["'self'"], frames)] : []),
    "font-src 'self' data:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
};

const HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'geolocation=(self), camera=(), microphone=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

const hasExtra = (extra: CspExtra | undefined): extra is CspExtra =>
  extra !== undefined && EXTRA_DIRECTIVES.some((key) => (extra[key] ?? []).length > 0);

export function securityHeaders(tileOrigins: readonly string[] = []): MiddlewareHandler {
  const basePolicy = contentSecurityPolicy(tileOrigins);
  return async (c, next) => {
    await next();
    // Unset on every answer but a storefront page with a payment provider.
    const extra = c.get('cspExtra') as CspExtra | undefined;
    c.res.headers.set(
      'Content-Security-Policy',
      hasExtra(extra) ? contentSecurityPolicy(tileOrigins, extra) : basePolicy,
    );
    for (const [name, value] of Object.entries(HEADERS)) c.res.headers.set(name, value);
    // Only over real TLS (client-address.ts): HSTS over plain HTTP is ignored by browsers, and
    // one believed from a forged X-Forwarded-Proto would pin a host that may not serve https.
    if (visitorOf(c).https) {
      c.res.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  };
}
