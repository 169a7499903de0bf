// The per-company web manifest of §2.2 ("/manifest-{token}.json"), built from the company and its
// layout settings so an installed storefront carries the tenant's name, colours and icons.
import { DEFAULT_FAVICON } from '../../../src/domain/constants';
import type { Company, EcommerceSettings } from '../../../src/domain/types';
import { contentTypeFor } from '../../http/mime';
import { layoutColors } from '../../pages/colors';
import { companyLocale } from '../../pages/company-locale';
import { defaultText } from '../../pages/default-text';
import { shortName } from './short-name';

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
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
