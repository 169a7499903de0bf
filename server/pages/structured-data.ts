// §1 "Structured data for search engines is published: a Restaurant and a Menu". The menu lists at
// most the first 10 products (§9 LIMITS.structuredDataMenuProducts), in display order.
// Issue [13/13], after Google's Restaurant guidelines: the image is the company's PNG card (Google
// wants a raster image), `menu` is the /products URL, `priceRange` spans the whole menu's prices,
// `geo` keeps at least 5 decimals, and the PostalAddress carries `postalCode` and `addressRegion`
// when the owner entered them (back office, settings › address). `servesCuisine` is left out: a
// company records no cuisine (its `industry` is the kind of business, "restaurant").
import { LIMITS, WEEK_DAYS } from '../../src/domain/constants';
import type { Category, Company, Product } from '../../src/domain/types';
import { chatDigits } from '../../src/domain/formatting';

type JsonLd = Record<string, unknown>;

/** Schema.org prices are decimal strings in major units; amounts are stored in cents. */
export function decimalPrice(minor: number): string {
  return (minor / 100).toFixed(2);
}

export function productPrice(product: Product): number | null {
  const variant =
    product.product_variants.find((v) => v.selected && v.price !== null) ??
    product.product_variants.find((v) => v.price !== null);
  return variant?.price ?? null;
}

export function firstProducts(
  categories: Category[],
  limit: number = LIMITS.structuredDataMenuProducts,
): Map<Category, Product[]> {
  const out = new Map<Category, Product[]>();
  let left = limit;
  for (const category of categories) {
    if (left <= 0) break;
    const taken = category.products.slice(0, left);
    if (taken.length > 0) out.set(category, taken);
    left -= taken.length;
  }
  return out;
}

function openingHours(company: Company): JsonLd[] {
  return WEEK_DAYS.flatMap((day) => {
    const entry = company.business_hours_settings[day];
    if (!entry?.is_active) return [];
    const dayOfWeek = `https://schema.org/${day.charAt(0).toUpperCase()}${day.slice(1)}`;
    return entry.hours.map((span) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek,
      opens: span.open,
      closes: span.close,
    }));
  });
}

/**
 * The menu's cheapest and dearest prices in whole units of the company's currency, e.g.
 * 'USD 5-30' (Google: "a numerical range, for example $10-15"; the ISO code, since '$' alone is
 * also the peso's sign). Free items do not count; null for a menu without prices.
 */
export function priceRange(categories: Category[], currency: string): string | null {
  const prices = categories
    .flatMap((category) => category.products)
    .flatMap((product) => product.product_variants.map((variant) => variant.price))
    .filter((price): price is number => price !== null && price > 0);
  if (prices.length === 0) return null;
  const low = Math.floor(Math.min(...prices) / 100);
  const high = Math.ceil(Math.max(...prices) / 100);
  return low === high ? `${currency} ${low}` : `${currency} ${low}-${high}`;
}

/**
 * A coordinate as Google asks for it: at least 5 decimals. The stored value keeps all its own
 * (it is never rounded) and is padded with zeros to 5; a string, since a JSON number drops them.
 */
export function coordinate(value: number): string {
  const decimals = /e/i.test(String(value)) ? 8 : (String(value).split('.')[1]?.length ?? 0);
  return value.toFixed(Math.min(Math.max(5, decimals), 20));
}

function menuItem(product: Product, currency: string, absolute: (url: string) => string): JsonLd {
  const price = productPrice(product);
  const image = product.images[0]?.image_url;
  return {
    '@type': 'MenuItem',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    ...(image ? { image: absolute(image) } : {}),
    ...(price !== null
      ? { offers: { '@type': 'Offer', price: decimalPrice(price), priceCurrency: currency } }
      : {}),
  };
}

export function restaurantJsonLd(
  company: Company,
  categories: Category[],
  origin: string,
  absolute: (url: string) => string,
  /** The company's PNG card (server/pages/preview-image-design.ts), absolute. */
  image: string,
): JsonLd {
  const phone = chatDigits(company.whatsapp);
  const showAddress = company.address_enabled && company.address;
  const range = priceRange(categories, company.currency.code);
  const menuUrl = `${origin}/products`;
  const sections = [...firstProducts(categories)].map(([category, products]) => ({
    '@type': 'MenuSection',
    name: category.name,
    hasMenuItem: products.map((p) => menuItem(p, company.currency.code, absolute)),
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: company.name,
    url: `${origin}/`,
    image,
    ...(company.logo_url ? { logo: absolute(company.logo_url) } : {}),
    ...(phone ? { telephone: `+${phone}` } : {}),
    ...(range ? { priceRange: range } : {}),
    menu: menuUrl,
    ...(showAddress
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: company.address,
            ...(company.city ? { addressLocality: company.city } : {}),
            ...(company.region ? { addressRegion: company.region } : {}),
            ...(company.postal_code ? { postalCode: company.postal_code } : {}),
            addressCountry: company.country.country_code.toUpperCase(),
          },
        }
      : {}),
    ...(showAddress && company.latitude !== null && company.longitude !== null
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: coordinate(company.latitude),
            longitude: coordinate(company.longitude),
          },
        }
      : {}),
    openingHoursSpecification: openingHours(company),
    hasMenu: {
      '@type': 'Menu',
      name: company.name,
      url: menuUrl,
      hasMenuSection: sections,
    },
  };
}
