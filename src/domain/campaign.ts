// Campaign data (§3 create payload utm_source, utm_campaign) is for the owner's reports only: it
// must never stop an order (issue [16/21] item 16). One rule, used where the device captures it,
// where it builds the payload, and by the server's schema: trimmed, without control characters,
// and cut to UTM_MAX characters without splitting a character; nothing left means none.

/** The longest utm_source or utm_campaign an order keeps, in characters (code points). */
export const UTM_MAX = 200;

// Control characters (NUL among them, which the server refuses in any text) and lone halves of
// a surrogate pair (not text at all) are dropped rather than refused.
const UNSTORABLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A campaign value fit to store, or null when there is none. Anything but a string is none. */
export function campaignValue(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const clean = value.replace(UNSTORABLE, '').trim();
  if (clean === '') return null;
  // Array.from splits by code point, so an emoji is never cut in half.
  const chars = Array.from(clean);
  if (chars.length <= UTM_MAX) return clean;
  const cut = chars.slice(0, UTM_MAX).join('').trim();
  return cut === '' ? null : cut;
}
