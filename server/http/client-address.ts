// The one place that decides who is asking (docs/contracts.md "A hardened public surface"): the
// visitor's address and whether they came over TLS. Rate limits, HSTS, the Secure cookie flag and
// canonical URLs all read it here, so one TRUST_PROXY setting governs every forwarded header.
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { NO_PROXY, resolveVisitor } from './proxy-trust';
import type { ProxyTrust, Visitor } from './proxy-trust';

export type { Visitor } from './proxy-trust';

declare module 'hono' {
  interface ContextVariableMap {
    visitor: Visitor;
  }
}

/** @hono/node-server's bindings; app.request() in tests has none. */
function incomingOf(c: Context): IncomingMessage | null {
  const bindings: unknown = c.env;
  if (typeof bindings !== 'object' || bindings === null || !('incoming' in bindings)) return null;
  return (bindings as { incoming: IncomingMessage }).incoming;
}

export function findVisitor(c: Context, trust: ProxyTrust): Visitor {
  const socket = incomingOf(c)?.socket;
  return resolveVisitor(trust, {
    peer: socket?.remoteAddress ?? null,
    // The URL's scheme is no proof: node-server takes an absolute-form request target
    // ("GET https://host/ HTTP/1.1") as sent. Without a socket (tests) the URL is all there is.
    tls: socket
      ? 'encrypted' in socket && socket.encrypted === true
      : c.req.url.startsWith('https:'),
    forwardedFor: c.req.header('x-forwarded-for'),
    forwardedProto: c.req.header('x-forwarded-proto'),
  });
}

/** Decides the visitor once per request, first thing, for everything after it. */
export function identifyVisitor(trust: ProxyTrust): MiddlewareHandler {
  return async (c, next) => {
    c.set('visitor', findVisitor(c, trust));
    await next();
  };
}

/** The request's visitor; a request that skipped identifyVisitor trusts no proxy. */
export function visitorOf(c: Context): Visitor {
  const known = c.get('visitor') as Visitor | undefined;
  return known ?? findVisitor(c, NO_PROXY);
}
