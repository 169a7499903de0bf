// Cookie access for §4.9 (last order id, client name) and the §2.1 language cookie.
/** Parses a `document.cookie` string; later duplicates win, values are URI-decoded. */
export function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    const name = part.slice(0, index).trim();
    const raw = part.slice(index + 1).trim();
    if (name === '') continue;
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw); // a malformed escape must not break start-up
    }
  }
  return cookies;
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const value = parseCookies(document.cookie).get(name);
  return value === undefined || value === '' ? null : value;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}
