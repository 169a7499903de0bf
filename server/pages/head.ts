// The server-filled <head> of the storefront shell (docs/contracts.md "The HTML shell"): what a
// crawler, a link preview or a slow first paint needs before any script runs.
import { DEFAULT_FAVICON } from '../../src/domain/constants';
import type { Locale } from '../../src/domain/constants';
import { productSlug } from '../../src/domain/formatting';
import type { Category, Company, EcommerceSettings, Product } from '../../src/domain/types';
import { layoutColors } from './colors';
import { companyLocale } from './company-locale';
import { defaultText } from './default-text';
import { pageHeadText } from '../../src/domain/page-head';
import { escapeHtml, jsonForScript } from './escape';
import { ogLocale } from './og-locale';
import { PREVIEW_SIZES, isSharedImageFormat, previewPaths } from './preview-image-design';
import { ROBOTS_META_INDEX, ROBOTS_META_NOINDEX, indexable } from './robots';
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
  /** The language the page is drawn in (the visitor's, §2.1); the company's when absent. */
  locale?: Locale;
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

/**
 * Each drawn page has its own title and description (issue [16/21] item 22): the landing is the
 * company's front page (the owner's landing title and summary, else "{name} | Order online"),
 * /products the digital menu (§2.2's default text), /info its hours and contact. A product opened
 * by ?product= speaks for itself (§2.4).
 */
function texts(
  input: HeadInput,
  lang: ReturnType<typeof companyLocale>['lang'],
): { title: string; description: string } {
  const { company, settings, product, path } = input;
  const text = defaultText(lang);
  const landing = settings?.layout_settings.landing.title;
  const menu = text.description(company.name);
  if (product)
    return {
      title: `${product.name} | ${company.name}`,
      description: product.description.trim() || menu,
    };
  if (path === '/cart') return { title: text.cart(company.name), description: menu };
  return pageHeadText(path, company.name, landing, (key, name) => text[key](name));
}

export function renderHead(input: HeadInput): string {
  const { company, settings, product, origin, path } = input;
  const lang = input.locale ?? companyLocale(company).lang;
  const { title, description } = texts(input, lang);
  const absolute = (url: string): string => new URL(url, `${origin}/`).href;
  const canonical = `${origin}${path}${product ? `?product=${encodeURIComponent(productSlug(product.name, product.id))}` : ''}`;
  // Link previews and iOS want PNG or JPEG (issue [13/13]): the server draws the company's card
  // and icon (server/pages/preview-image*.ts); a product shows its own photo when it is one.
  const previews = previewPaths(company, settings);
  const card = absolute(previews.card);
  const photo = product && productImage(product);
  const image = photo && isSharedImageFormat(photo) ? absolute(photo) : card;
  const imageAlt = product && image !== card ? product.name : company.name;
  const favicon = company.logo_thumbnail_url ?? company.logo_url ?? DEFAULT_FAVICON;
  const themeColor = layoutColors(settings).theme;
  const verification = company.settings.facebook_domain_validation;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('description', description),
    link('canonical', canonical),
    meta('robots', indexable(path, input.production) ? ROBOTS_META_INDEX : ROBOTS_META_NOINDEX),
    meta('theme-color', themeColor),
    link('manifest', `/manifest-${company.token}.json`),
    link('icon', favicon),
    link('apple-touch-icon', previews['touch-icon'], ' sizes="180x180"'),
    property('og:type', 'website'),
    property('og:site_name', company.name),
    property('og:title', title),
    property('og:description', description),
    property('og:url', canonical),
    property('og:image', image),
    ...(image === card
      ? [
          property('og:image:type', 'image/png'),
          property('og:image:width', String(PREVIEW_SIZES.card.width)),
          property('og:image:height', String(PREVIEW_SIZES.card.height)),
        ]
      : []),
    property('og:image:alt', imageAlt),
    property('og:locale', ogLocale(lang, company.country.country_code)),
    meta('twitter:card', 'summary_large_image'),
    meta('twitter:title', title),
    meta('twitter:description', description),
    meta('twitter:image', image),
    meta('twitter:image:alt', imageAlt),
    ...(verification ? [meta('facebook-domain-verification', verification)] : []),
  ];
  if (path !== '/health') {
    const data = restaurantJsonLd(company, input.categories, origin, absolute, card);
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  }
  return tags.join('\n');
}
