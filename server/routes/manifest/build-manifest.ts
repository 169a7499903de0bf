// The per-company web manifest of §2.2 ("/manifest-{token}.json"), built from the company and its
// layout settings so an installed storefront carries the tenant's name, colours and icons.
import { DEFAULT_FAVICON } from '../../../src/domain/constants';
import type { Company, EcommerceSettings } from '../../../src/domain/types';
import { contentTypeFor } from '../../http/mime';
import { layoutColors } from '../../pages/colors';
import { companyLocale } from '../../pages/company-locale';
import { defaultText } from '../../pages/default-text';

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Short names longer than 12 characters get cut by launchers; cut them ourselves, at a word if possible. */
export function shortName(name: string): string {
  const clean = name.trim().replace(/\s+/g, ' ');
  if (clean.length <= 12) return clean;
  const cut = clean.slice(0, 12);
  const space = cut.lastIndexOf(' ');
  return (space >= 4 ? cut.slice(0, space) : cut).trim();
}

export function buildManifest(
  company: Company,
  settings: EcommerceSettings | null,
  hasGeneratedIcons: boolean,
): Record<string, unknown> {
  const { lang, dir } = companyLocale(company);
  const landing = settings?.layout_settings.landing;
  const colors = layoutColors(settings);
  const icons: ManifestIcon[] = hasGeneratedIcons
    ? [
        {
          src: `/media/${company.token}/icon-192.png`,
          sizes: '192x192',
          type: 'image/png',
          purpose: 'any',
        },
        {
          src: `/media/${company.token}/icon-512.png`,
          sizes: '512x512',
          type: 'image/png',
          purpose: 'any',
        },
        {
          src: `/media/${company.token}/icon-512.png`,
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ]
    : [{ src: DEFAULT_FAVICON, sizes: '500x500', type: 'image/png', purpose: 'any' }];
  if (company.logo_url) {
    const type = contentTypeFor(new URL(company.logo_url, 'http://x').pathname);
    icons.push({
      src: company.logo_url,
      sizes: type === 'image/svg+xml' ? 'any' : '512x512',
      type,
    });
  }
  return {
    id: '/',
    name: company.name,
    short_name: shortName(company.name),
    description: landing?.title.summary?.trim() || defaultText(lang).description(company.name),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang,
    dir,
    theme_color: colors.theme,
    background_color: colors.background,
    icons,
  };
}
