// The address a login attempt comes from, for the rate limit. Behind a proxy (several instances
// behind a load balancer, DESIGN.md) the socket address is the proxy's, so the address the
// nearest proxy appended to X-Forwarded-For counts; like x-forwarded-proto, the proxy is trusted.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export function clientAddress(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for');
  const last = forwarded?.split(',').at(-1)?.trim();
  if (last) return last.slice(0, 64);
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}
