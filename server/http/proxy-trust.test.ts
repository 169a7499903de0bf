import { describe, expect, it } from 'vitest';
import { NO_PROXY, parseTrustProxy, resolveVisitor } from './proxy-trust';
import type { Hop, ProxyTrust } from './proxy-trust';

const hop = (over: Partial<Hop> = {}): Hop => ({
  peer: '10.0.0.2',
  tls: false,
  forwardedFor: undefined,
  forwardedProto: undefined,
  ...over,
});

function trust(text: string): ProxyTrust {
  const parsed = parseTrustProxy(text);
  if (!parsed) throw new Error(`refused ${text}`);
  return parsed;
}

describe('parseTrustProxy', () => {
  it('reads off, hops and proxy lists, and refuses anything else', () => {
    for (const off of [undefined, '', '0', 'off', 'false', ' OFF '])
      expect(parseTrustProxy(off)).toBe(NO_PROXY);
    expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 });
    expect(parseTrustProxy('10.0.0.0/8, 2001:db8::/32')?.kind).toBe('list');
    for (const bad of ['true', 'yes', '10.0.0.0/8,', 'proxy.local', '100', '-1'])
      expect(parseTrustProxy(bad), bad).toBeNull();
  });
});

describe('resolveVisitor', () => {
  const forged = { forwardedFor: '198.51.100.9', forwardedProto: 'https' };

  it('off: the socket peer and the socket TLS; forwarded headers are ignored', () => {
    expect(resolveVisitor(NO_PROXY, hop(forged))).toEqual({ address: '10.0.0.2', https: false });
    expect(
      resolveVisitor(NO_PROXY, hop({ ...forged, tls: true, peer: '::ffff:10.0.0.2' })),
    ).toEqual({ address: '10.0.0.2', https: true });
    expect(resolveVisitor(NO_PROXY, hop({ peer: null, ...forged }))).toEqual({
      address: 'unknown',
      https: false,
    });
  });

  it('hops: the Nth address from the right of X-Forwarded-For', () => {
    const chain = hop({ forwardedFor: '1.1.1.1, 2.2.2.2, 3.3.3.3' });
    expect(resolveVisitor(trust('1'), chain).address).toBe('3.3.3.3');
    expect(resolveVisitor(trust('2'), chain).address).toBe('2.2.2.2');
    expect(resolveVisitor(trust('3'), chain).address).toBe('1.1.1.1');
    // Fewer addresses than hops: the furthest one there is.
    expect(resolveVisitor(trust('5'), chain).address).toBe('1.1.1.1');
    // No header: the proxy itself is all we know.
    expect(resolveVisitor(trust('1'), hop()).address).toBe('10.0.0.2');
  });

  it('list: peels listed proxies from the right, never past an unlisted address', () => {
    const list = trust('10.0.0.0/8, 2001:db8::/32');
    const via = (forwardedFor: string, peer = '10.0.0.2') =>
      resolveVisitor(list, hop({ peer, forwardedFor })).address;
    expect(via('203.0.113.4')).toBe('203.0.113.4');
    expect(via('198.51.100.1, 203.0.113.4, 10.9.9.9')).toBe('203.0.113.4');
    expect(via('203.0.113.4, 2001:db8::7', '::ffff:10.0.0.2')).toBe('203.0.113.4');
    expect(via('10.1.1.1, 10.2.2.2')).toBe('10.1.1.1');
    // A peer that is not a listed proxy is the visitor, whatever it claims.
    expect(via('203.0.113.4', '192.0.2.200')).toBe('192.0.2.200');
    // Garbage where an address should be: the proxy that passed it on.
    expect(via('unknown, 10.3.3.3')).toBe('10.3.3.3');
  });

  it('X-Forwarded-Proto counts only from a trusted proxy, as the outermost one saw it', () => {
    const list = trust('10.0.0.0/8');
    expect(resolveVisitor(list, hop({ forwardedProto: 'https' })).https).toBe(true);
    expect(resolveVisitor(list, hop({ forwardedProto: 'http', tls: true })).https).toBe(false);
    expect(resolveVisitor(list, hop({ peer: '192.0.2.1', forwardedProto: 'https' })).https).toBe(
      false,
    );
    // Appending proxies: the client forged 'https', the outer proxy saw http.
    const two = hop({ forwardedFor: '203.0.113.4, 10.5.5.5', forwardedProto: 'https, http, http' });
    expect(resolveVisitor(list, two)).toEqual({ address: '203.0.113.4', https: false });
    // Overwriting proxies send one value, whatever the number of hops.
    const one = hop({ forwardedFor: '203.0.113.4, 10.5.5.5', forwardedProto: 'HTTPS' });
    expect(resolveVisitor(list, one).https).toBe(true);
  });
});
