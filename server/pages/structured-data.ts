// §1 "Structured data for search engines is published: a Restaurant and a Menu". The menu lists at
// most the first 10 products (§9 LIMITS.structuredDataMenuProducts), in display order.
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
): JsonLd {
  const phone = chatDigits(company.whatsapp);
  const showAddress = company.address_enabled && company.address;
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
    ...(company.logo_url
      ? { image: absolute(company.logo_url), logo: absolute(company.logo_url) }
      : {}),
    ...(phone ? { telephone: `+${phone}` } : {}),
    ...(company.industry ? { servesCuisine: company.industry } : {}),
    ...(showAddress
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: company.address,
            ...(company.city ? { addressLocality: company.city } : {}),
            addressCountry: company.country.country_code.toUpperCase(),
          },
        }
      : {}),
    ...(showAddress && company.latitude !== null && company.longitude !== null
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: company.latitude,
            longitude: company.longitude,
          },
        }
      : {}),
    openingHoursSpecification: openingHours(company),
    hasMenu: {
      '@type': 'Menu',
      name: company.name,
      url: `${origin}/products`,
      hasMenuSection: sections,
    },
  };
}
