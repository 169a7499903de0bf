// §1: the storefront is chosen by the host name the visitor arrives on.

/** Lower-cased host without port or trailing dot; IPv6 literals keep their brackets. */
export function bareHost(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  return lower.replace(/:\d*$/, '').replace(/\.$/, '');
}

/** The port of a Host header, or null when it names none. */
export function hostPort(host: string): string | null {
  const match = /\]?:(\d+)$/.exec(host.trim());
  return match?.[1] ?? null;
}

export type HostKind =
  { kind: 'base' } | { kind: 'token'; token: string } | { kind: 'domain'; host: string };

const LOOPBACK = new Set(['127.0.0.1', '[::1]', '0.0.0.0']);

/**
 * Classifies a host against BASE_HOST: the bare base host (or a loopback address) shows the demo
 * index; one label in front of it is a company token; anything else may be a custom domain.
 */
export function classifyHost(host: string, baseHost: string): HostKind {
  const bare = bareHost(host);
  const base = bareHost(baseHost);
  if (bare === base || LOOPBACK.has(bare) || bare === '') return { kind: 'base' };
  if (bare.endsWith(`.${base}`)) {
    const token = bare.slice(0, -(base.length + 1));
    if (/^[a-z0-9][a-z0-9-]*$/.test(token)) return { kind: 'token', token };
  }
  return { kind: 'domain', host: bare };
}
