// §2.11 social/contact links, each shown only when configured, in the spec's order.
import type { Company, EcommerceSettings } from '../../domain/types';
import { chatDigits, normalizeSocialHandle, whatsappLink } from '../../domain/formatting';
import { safeExternalHref } from './landing-buttons';

export type SocialNetwork = 'whatsapp' | 'instagram' | 'facebook' | 'tiktok' | 'tripadvisor';
type HandleNetwork = Exclude<SocialNetwork, 'whatsapp'>;

export interface SocialLink {
  network: SocialNetwork;
  href: string;
}

const PROFILE_BASE: Record<HandleNetwork, string> = {
  instagram: 'https://www.instagram.com/',
  facebook: 'https://www.facebook.com/',
  tiktok: 'https://www.tiktok.com/',
  tripadvisor: 'https://www.tripadvisor.com/',
};

const SETTINGS_KEY = {
  instagram: 'instagramUrl',
  facebook: 'facebookUrl',
  tiktok: 'tiktokUrl',
  tripadvisor: 'tripadvisorUrl',
} as const satisfies Record<HandleNetwork, keyof EcommerceSettings['social_networks_settings']>;

/** A full address is kept as typed; a bare handle becomes the network's profile address. */
export function profileHref(
  network: HandleNetwork,
  value: string | null | undefined,
): string | null {
  const raw = (value ?? '').trim();
  if (raw === '') return null;
  if (/^https?:\/\//i.test(raw)) return safeExternalHref(raw);
  const handle = normalizeSocialHandle(network, raw).trim();
  if (handle === '' || handle === '@') return null;
  if (/^https?:\/\//i.test(handle)) return safeExternalHref(handle);
  return safeExternalHref(PROFILE_BASE[network] + encodeURIComponent(handle).replace(/%40/g, '@'));
}

/** The company entity's link wins; the social network settings are the fallback (§3). */
export function socialLinks(
  company: Company,
  settings: EcommerceSettings | null | undefined,
): SocialLink[] {
  const links: SocialLink[] = [];
  const digits = chatDigits(company.whatsapp);
  if (digits) links.push({ network: 'whatsapp', href: whatsappLink(digits, '') });
  for (const network of ['instagram', 'facebook', 'tiktok', 'tripadvisor'] as const) {
    const fromCompany = company[network]?.url;
    const fromSettings = settings?.social_networks_settings?.[SETTINGS_KEY[network]];
    const href = profileHref(
      network,
      fromCompany && fromCompany.trim() !== '' ? fromCompany : fromSettings,
    );
    if (href) links.push({ network, href });
  }
  return links;
}
