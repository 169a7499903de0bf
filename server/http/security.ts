// Security headers on every response (pages, API, files and errors alike). The JSON-LD and the boot
// JSON are non-executable data blocks, so script-src needs no 'unsafe-inline'. Every request the
// storefront makes stays on its own origin: images come from /media, data: and blob: (previews),
// and the live sockets are same-origin, which 'self' covers for ws: and wss: (CSP Level 3). The one
// exception is map tiles: img-src adds the origin of MAP_TILE_URL (server/geo/map-config.ts).
import type { MiddlewareHandler } from 'hono';
import { visitorOf } from './client-address';

/** The policy, with the map tiles' origins (if any) allowed as images. */
export const contentSecurityPolicy = (tileOrigins: readonly string[] = []): string =>
  [
    "default-src 'self'",
    ["img-src 'self' data: blob:", ...tileOrigins].join(' '),
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self'",
    "font-src 'self' data:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');

const HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'geolocation=(self), camera=(), microphone=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export function securityHeaders(tileOrigins: readonly string[] = []): MiddlewareHandler {
  const headers = { 'Content-Security-Policy': contentSecurityPolicy(tileOrigins), ...HEADERS };
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    // Only over real TLS (client-address.ts): HSTS over plain HTTP is ignored by browsers, and
    // one believed from a forged X-Forwarded-Proto would pin a host that may not serve https.
    if (visitorOf(c).https) {
      c.res.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  };
}
