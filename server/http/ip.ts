// IP addresses as sockets and X-Forwarded-For write them: IPv4, IPv6 (compressed or not, with a
// zone), the IPv4-mapped form ::ffff:a.b.c.d, and the "[v6]:port" / "v4:port" forms some proxies
// append. One visitor must get one spelling, whichever form reached us.
import { BlockList, isIP } from 'node:net';

/** The address inside a socket or header value, or null when it is not an IP address. */
export function cleanIp(raw: string): string | null {
  let text = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed?.[1]) text = bracketed[1];
  else if (/^[\d.]+:\d{1,5}$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  text = text.replace(/%[\w.-]+$/, '').toLowerCase();
  const family = isIP(text);
  if (family === 4) return text;
  if (family !== 6) return null;
  return unmapped(hextets(text)) ?? text;
}

/** The eight 16-bit groups of a valid IPv6 address. */
export function hextets(ip: string): number[] {
  let text = ip;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = groups(tail);
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => parseInt(group, 16));
}

/** ::ffff:a.b.c.d (in either spelling) as a.b.c.d; null for any other IPv6 address. */
function unmapped(groups: number[]): string | null {
  if (!groups.slice(0, 5).every((g) => g === 0) || groups[5] !== 0xffff) return null;
  const [hi = 0, lo = 0] = groups.slice(6);
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/**
 * The part of an address that names one visitor for rate limits: an IPv4 address whole, an IPv6
 * address by its /64, since one home or phone is routinely handed a whole /64 to pick from.
 */
export function visitorKey(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const prefix = hextets(ip)
    .slice(0, 4)
    .map((g) => g.toString(16));
  return `${prefix.join(':')}::/64`;
}

/** A list of addresses and CIDR ranges (IPv4 and IPv6), or null when one entry is not valid. */
export function parseRanges(entries: string[]): BlockList | null {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.trim().split('/');
    const ip = cleanIp(address);
    if (!ip || extra !== undefined) return null;
    const family = isIP(ip) === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) {
      list.addAddress(ip, family);
      continue;
    }
    const prefix = /^\d{1,3}$/.test(bits) ? Number(bits) : -1;
    // A mapped range (::ffff:10.0.0.0/104) was cleaned to IPv4: its prefix loses the 96 bits.
    const mapped = family === 'ipv4' && isIP(address.trim()) === 6;
    const v4Prefix = mapped ? prefix - 96 : prefix;
    if (family === 'ipv4' ? v4Prefix < 0 || v4Prefix > 32 : prefix < 0 || prefix > 128) return null;
    list.addSubnet(ip, family === 'ipv4' ? v4Prefix : prefix, family);
  }
  return list;
}

/** Whether an address (any spelling) is in the list. */
export function inRanges(list: BlockList, ip: string): boolean {
  const clean = cleanIp(ip);
  if (!clean) return false;
  return list.check(clean, isIP(clean) === 4 ? 'ipv4' : 'ipv6');
}
