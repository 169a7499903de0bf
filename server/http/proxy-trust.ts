// TRUST_PROXY (docs/contracts.md "A hardened public surface"): which X-Forwarded-For and
// X-Forwarded-Proto values to believe. Anyone can send those headers, so they count only as far
// as they were written by proxies we were told about: N hops, or a list of proxy addresses.
import type { BlockList } from 'node:net';
import { cleanIp, inRanges, parseRanges } from './ip';

export type ProxyTrust =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; proxies: BlockList };

export const NO_PROXY: ProxyTrust = { kind: 'none' };

/** The setting as read from the environment, or null when it is not one we understand. */
export function parseTrustProxy(text: string | undefined): ProxyTrust | null {
  const value = text?.trim().toLowerCase() ?? '';
  if (value === '' || value === '0' || value === 'off' || value === 'false') return NO_PROXY;
  if (/^\d{1,2}$/.test(value)) return { kind: 'hops', hops: Number(value) };
  const proxies = parseRanges(value.split(','));
  return proxies ? { kind: 'list', proxies } : null;
}

export interface Hop {
  /** The socket's peer address; null when there is no socket (app.request() in tests). */
  peer: string | null;
  /** Whether the socket itself is TLS. */
  tls: boolean;
  forwardedFor: string | undefined;
  forwardedProto: string | undefined;
}

export interface Visitor {
  /** The visitor's IP address, or 'unknown' when nothing names one. */
  address: string;
  /** Whether the visitor reached us (or our outermost trusted proxy) over TLS. */
  https: boolean;
}

const listOf = (header: string | undefined): string[] =>
  header
    ?.split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '') ?? [];

export function resolveVisitor(trust: ProxyTrust, hop: Hop): Visitor {
  const peer = hop.peer === null ? null : (cleanIp(hop.peer) ?? hop.peer);
  const direct = { address: peer ?? 'unknown', https: hop.tls };
  if (trust.kind === 'none' || peer === null) return direct;
  const trusted = (address: string, depth: number): boolean =>
    trust.kind === 'hops' ? depth < trust.hops : inRanges(trust.proxies, address);
  if (!trusted(peer, 0)) return direct;

  // Peel from the right: each trusted proxy vouches for the address just left of it.
  const chain = [...listOf(hop.forwardedFor), peer];
  let at = chain.length - 1;
  let crossed = 1;
  while (at > 0) {
    const next = cleanIp(chain[at - 1] ?? '');
    // A value no proxy of ours would write: the proxy that passed it on is all we know.
    if (!next) break;
    at -= 1;
    chain[at] = next;
    if (!trusted(next, crossed)) break;
    crossed += 1;
  }
  // Appending proxies add one scheme each; the outermost trusted one saw the visitor's.
  const protos = listOf(hop.forwardedProto);
  const proto = protos.length > 0 ? (protos[protos.length - crossed] ?? protos[0]) : undefined;
  return {
    address: chain[at] ?? peer,
    https: proto === undefined ? hop.tls : proto.toLowerCase() === 'https',
  };
}
