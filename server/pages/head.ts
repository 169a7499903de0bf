// The server-filled <head> of the storefront shell (docs/contracts.md "The HTML shell"): what a
// crawler, a link preview or a slow first paint needs before any script runs.
import { DEFAULT_FAVICON } from '../../src/domain/constants';
import { productSlug } from '../../src/domain/formatting';
import type { Category, Company, EcommerceSettings, Product } from '../../src/domain/types';
import { layoutColors } from './colors';
import { companyLocale, ogLocale } from './company-locale';
import { defaultText } from './default-text';
import { escapeHtml, jsonForScript } from './escape';
import { restaurantJsonLd } from './structured-data';

export interface HeadInput {
  company: Company;
  settings: EcommerceSettings | null;
  categories: Category[];
  /** One of the storefront routes: '/', '/products', '/cart', '/info', '/tracking', '/health'. */
  path: string;
  /** The product opened by ?product={slug}, when it exists. */
  product: Product | null;
  /** Canonical origin, e.g. https://demo.comanda.example. */
  origin: string;
  production: boolean;
}

const meta = (name: string, content: string): string =>
  `<meta name="${name}" content="${escapeHtml(content)}">`;
const property = (name: string, content: string): string =>
  `<meta property="${name}" content="${escapeHtml(content)}">`;
const link = (rel: string, href: string, extra = ''): string =>
  `<link rel="${rel}" href="${escapeHtml(href)}"${extra}>`;

/**
 * Product images are stored at their default 800 px size (§9 "800 (default)"); the demo media are
 * SVG, which has no size, so the stored URL is the 800 px image.
 */
export function productImage(product: Product): string | null {
  return product.images[0]?.image_url ?? null;
}

function texts(
  input: HeadInput,
  lang: ReturnType<typeof companyLocale>['lang'],
): { title: string; description: string } {
  const { company, settings, product, path } = input;
  const text = defaultText(lang);
  const landing = settings?.layout_settings.landing.title;
  const description = landing?.summary.trim() || text.description(company.name);
  if (product)
    return {
      title: `${product.name} | ${company.name}`,
      description: product.description.trim() || description,
    };
  if (path === '/cart') return { title: text.cart(company.name), description };
  return { title: landing?.name.trim() || text.title(company.name), description };
}

export function renderHead(input: HeadInput): string {
  const { company, settings, product, origin, path } = input;
  const { lang } = companyLocale(company);
  const { title, description } = texts(input, lang);
  const absolute = (url: string): string => new URL(url, `${origin}/`).href;
  const canonical = `${origin}${path}${product ? `?product=${encodeURIComponent(productSlug(product.name, product.id))}` : ''}`;
  const image = absolute((product && productImage(product)) ?? company.logo_url ?? DEFAULT_FAVICON);
  const favicon = company.logo_thumbnail_url ?? company.logo_url ?? DEFAULT_FAVICON;
  const indexable = input.production && path !== '/health';
  const themeColor = layoutColors(settings).theme;
  const verification = company.settings.facebook_domain_validation;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('description', description),
    link('canonical', canonical),
    meta('robots', indexable ? 'index, follow' : 'noindex, nofollow'),
    meta('theme-color', themeColor),
    link('manifest', `/manifest-${company.token}.json`),
    link('icon', favicon),
    link('apple-touch-icon', favicon),
    property('og:type', 'website'),
    property('og:site_name', company.name),
    property('og:title', title),
    property('og:description', description),
    property('og:url', canonical),
    property('og:image', image),
    property('og:locale', ogLocale(lang, company.country.country_code)),
    meta('twitter:card', 'summary_large_image'),
    meta('twitter:title', title),
    meta('twitter:description', description),
    meta('twitter:image', image),
    ...(verification ? [meta('facebook-domain-verification', verification)] : []),
  ];
  if (path !== '/health') {
    const data = restaurantJsonLd(company, input.categories, origin, absolute);
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  }
  return tags.join('\n');
}
