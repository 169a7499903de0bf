// §5.8 normalisation, §2.10 address lines, §3 QR and wifi values. Link builders live in links.ts
// and are re-exported here because docs/contracts.md lists them under formatting.ts.
import { DEFAULT_FONT, FONTS, WIFI_SEPARATOR } from './constants';
import type { FontName } from './constants';
import type { ClientAddress, Qr } from './types';

export { whatsappLink, mapsSearchLink, reviewLink, legalLinks } from './links';
export { virtualPagePath } from './analytics-paths';

/** §5.8 product slug: lower-case, trimmed, non-word chars removed, separators → '-', + '-' + id[0..4]. */
/** The name part of a product's slug: 'Fish & Chips' → 'fish-chips'. */
export function nameSlug(name: string): string {
  return name
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function productSlug(name: string, id: string): string {
  return `${nameSlug(name)}-${id.slice(0, 4)}`;
}

export type SocialNetwork = 'facebook' | 'instagram' | 'tiktok' | 'tripadvisor';

/** §5.8: '@' removed for facebook/instagram/tripadvisor, added for tiktok; tripadvisor URLs kept. */
export function normalizeSocialHandle(
  network: SocialNetwork,
  value: string | null | undefined,
): string {
  const v = (value ?? '').trim();
  if (v === '') return '';
  if (network === 'tripadvisor' && /^(https?:\/\/)?([\w-]+\.)*tripadvisor\.[a-z.]+(\/|$)/i.test(v))
    return v;
  if (network === 'tiktok') return v.startsWith('@') ? v : `@${v}`;
  return v.replace(/^@+/, '');
}

/** §3 / §5.8: the company chat number with non-digits stripped; '' means none. */
export function chatDigits(whatsapp: string | null | undefined): string {
  return (whatsapp ?? '').replace(/\D/g, '');
}

/** §5.8: theme colours are cut to their first 7 characters (#RRGGBB); empty → fallback. */
export function themeColor(value: string | null | undefined, fallback: string): string {
  const v = (value ?? '').trim();
  return v === '' ? fallback : v.slice(0, 7);
}

/** §5.8: unknown fonts fall back to poppins. */
export function fontOrFallback(font: string | null | undefined): FontName {
  return font != null && Object.prototype.hasOwnProperty.call(FONTS, font)
    ? (font as FontName)
    : DEFAULT_FONT;
}

/** §3 QR display name: 'qr name - zone name', or just the name without a zone. */
export function qrDisplayName(qr: Pick<Qr, 'name' | 'zone'>): string {
  const zone = qr.zone?.name?.trim();
  return zone ? `${qr.name} - ${zone}` : qr.name;
}

type AddressLike = Pick<
  ClientAddress,
  'address' | 'complement' | 'reference' | 'area_name' | 'latitude' | 'longitude'
>;

/** §2.10: address, ' - complement', ' - reference'; '(area)' only when there are no coordinates. */
export function addressLine(address: AddressLike): string {
  const parts = [address.address, address.complement, address.reference]
    .map((p) => (p ?? '').trim())
    .filter((p) => p !== '');
  const line = parts.join(' - ');
  const hasCoordinates =
    typeof address.latitude === 'number' && typeof address.longitude === 'number';
  const area = (address.area_name ?? '').trim();
  return !hasCoordinates && area !== '' ? `${line} (${area})` : line;
}

/** §3: a wifi landing value is 'network|||password'; without a separator it is all network. */
export function parseWifi(value: string | null | undefined): { network: string; password: string } {
  const v = value ?? '';
  const at = v.indexOf(WIFI_SEPARATOR);
  if (at < 0) return { network: v, password: '' };
  return { network: v.slice(0, at), password: v.slice(at + WIFI_SEPARATOR.length) };
}
