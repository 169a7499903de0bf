// The Origin check of the staff areas (kitchen and back office: their logins, writes and the
// kitchen's socket). Browsers send Origin on every cross-origin write and websocket handshake,
// and sibling tenants share a site, so SameSite cookies alone would not keep demo.{host} from
// writing to sabor.{host}. An origin is scheme, host and port (RFC 6454): a page on
// http://demo.{host} is another origin than https://demo.{host}, and a script there (a network
// attacker can inject one into plain http) must not ride the https session's cookie.
import type { Context } from 'hono';
import { requestHost, requestIsHttps } from './request-host';

/** `scheme://host[:port]` as the URL standard serialises it: lower case, default port dropped. */
function serialised(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    // Opaque origins (data:, file:, the literal "null" a sandboxed frame sends) match nothing.
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Whether an Origin header names the request's own origin: the scheme the visitor used (TLS on the
 * socket, or X-Forwarded-Proto from a trusted proxy: client-address.ts), and the host and port of
 * the Host header.
 */
export function isOwnOrigin(origin: string, host: string, https: boolean): boolean {
  const own = serialised(`${https ? 'https' : 'http'}://${host}`);
  return own !== null && serialised(origin) === own;
}

/**
 * True when a browser says the request comes from another origin. No Origin header is no such
 * claim (a non-browser client, or a same-origin GET), so it passes, as it always has. `host` is
 * the Host header where the request's URL is a placeholder (a websocket upgrade).
 */
export function fromForeignOrigin(c: Context, host: string = requestHost(c)): boolean {
  const origin = c.req.header('origin');
  return origin !== undefined && !isOwnOrigin(origin, host, requestIsHttps(c));
}
