// Maps a companies row to the §3 Company shape and back. Nested settings are JSON text,
// validated on read (server/db/json.ts).
import type { Selectable } from 'kysely';
import { DEFAULT_CURRENCY } from '../../../src/domain/constants';
import type {
  BusinessHours,
  Company,
  Currency,
  SocialLink,
  TimeFormat,
} from '../../../src/domain/types';
import { arrayOf, boolOf, flagOf, hasKeys, isRecord, readJson, toJson } from '../json';
import type { CompaniesTable } from '../schema';

export type CompanyRow = Selectable<CompaniesTable>;

/** Everything needed to create a company; id is generated when absent. */
export type CompanyInput = Omit<Company, 'id' | 'order_limit_usage_count'> & {
  id?: string;
  staff_password_hash?: string | null;
};

interface SocialLinks {
  facebook: SocialLink | null;
  instagram: SocialLink | null;
  tiktok: SocialLink | null;
  tripadvisor: SocialLink | null;
}

const isCurrency = hasKeys({
  code: 'string',
  symbol: 'string',
  tax: 'string',
  position: 'string',
  show_decimals: 'boolean',
});
const isLink = (v: unknown): boolean => v === null || hasKeys({ url: 'string' })(v);
const isSocial = (v: unknown): boolean =>
  isRecord(v) &&
  ['facebook', 'instagram', 'tiktok', 'tripadvisor'].every(
    (k) => v[k] === undefined || isLink(v[k]),
  );
const isCouponPublished = hasKeys({ active: 'boolean' });
const withId = hasKeys({ id: 'string' });
const isRange = hasKeys({ enabled: 'boolean', max: 'number' });
const isSubscription = hasKeys({ name: 'string' });
const isLanding = hasKeys({
  id: 'string',
  name: 'string',
  type: 'string',
  value: 'string',
  status: 'boolean',
});

/** 'https://Menu.Example.com:443/x' → 'menu.example.com'. */
export function normalizeHost(host: string): string {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '');
  return bare
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '');
}

/** `orderCount`: orders placed this month (monthly_order_counts), not a column of the row. */
export function companyFromRow(row: CompanyRow, orderCount: number): Company {
  const social = readJson<Partial<SocialLinks>>(row.social_links, isSocial, {});
  const hasDomain = row.domain_url !== null || row.domain_registration_status !== null;
  return {
    id: row.id,
    name: row.name,
    token: row.token,
    industry: row.industry,
    menu_type: row.menu_type,
    language: row.language.toLowerCase(),
    timezone: row.timezone,
    logo_url: row.logo_url,
    logo_thumbnail_url: row.logo_thumbnail_url,
    address_enabled: boolOf(row.address_enabled),
    address: row.address,
    city: row.city,
    region: row.region,
    postal_code: row.postal_code,
    latitude: row.latitude,
    longitude: row.longitude,
    country: {
      country_code: row.country_code,
      name: row.country_name,
      time_format: row.time_format as TimeFormat,
    },
    whatsapp: row.whatsapp,
    currency: readJson<Currency>(row.currency, isCurrency, { ...DEFAULT_CURRENCY }),
    domain_settings: hasDomain
      ? { registration_status: row.domain_registration_status, url: row.domain_url }
      : null,
    business_hours_settings: readJson<BusinessHours>(row.business_hours_settings, isRecord, {}),
    settings: readJson<Company['settings']>(row.settings, isRecord, {}),
    current_subscriptions: readJson(row.current_subscriptions, arrayOf(isSubscription), []),
    highest_plan: row.highest_plan,
    order_limit_usage_count: orderCount,
    reseller_id: row.reseller_id,
    receives_orders_outside_delivery_range: boolOf(row.receives_orders_outside_delivery_range),
    address_google_validation: boolOf(row.address_google_validation),
    delivery_districts: readJson(row.delivery_districts, arrayOf(withId), []),
    delivery_ranges: readJson(row.delivery_ranges, arrayOf(isRange), []),
    delivery_areas: readJson(row.delivery_areas, arrayOf(withId), []),
    google_ratings_count: row.google_ratings_count,
    coupon_published: readJson(row.coupon_published, isCouponPublished, {
      active: false,
      start_date: null,
      end_date: null,
    }),
    landing_contents: readJson(row.landing_contents, arrayOf(isLanding), []),
    facebook: social.facebook ?? null,
    instagram: social.instagram ?? null,
    tiktok: social.tiktok ?? null,
    tripadvisor: social.tripadvisor ?? null,
    menu_enabled: boolOf(row.menu_enabled),
  };
}

export function companyToRow(id: string, input: CompanyInput, now: string): CompanyRow {
  const social: SocialLinks = {
    facebook: input.facebook,
    instagram: input.instagram,
    tiktok: input.tiktok,
    tripadvisor: input.tripadvisor,
  };
  const domainUrl = input.domain_settings?.url;
  return {
    id,
    token: input.token.toLowerCase(),
    name: input.name,
    industry: input.industry,
    menu_type: input.menu_type,
    language: input.language.toLowerCase(),
    timezone: input.timezone,
    logo_url: input.logo_url,
    logo_thumbnail_url: input.logo_thumbnail_url,
    address_enabled: flagOf(input.address_enabled),
    address: input.address,
    city: input.city,
    region: input.region,
    postal_code: input.postal_code,
    latitude: input.latitude,
    longitude: input.longitude,
    country_code: input.country.country_code.toUpperCase(),
    country_name: input.country.name,
    time_format: input.country.time_format,
    whatsapp: input.whatsapp,
    currency: toJson(input.currency),
    domain_url: domainUrl ? normalizeHost(domainUrl) : null,
    domain_registration_status: input.domain_settings?.registration_status ?? null,
    business_hours_settings: toJson(input.business_hours_settings),
    settings: toJson(input.settings),
    current_subscriptions: toJson(input.current_subscriptions),
    highest_plan: input.highest_plan,
    reseller_id: input.reseller_id,
    receives_orders_outside_delivery_range: flagOf(input.receives_orders_outside_delivery_range),
    address_google_validation: flagOf(input.address_google_validation),
    delivery_districts: toJson(input.delivery_districts),
    delivery_ranges: toJson(input.delivery_ranges),
    delivery_areas: toJson(input.delivery_areas),
    google_ratings_count: input.google_ratings_count,
    coupon_published: toJson(input.coupon_published),
    landing_contents: toJson(input.landing_contents),
    social_links: toJson(social),
    menu_enabled: flagOf(input.menu_enabled),
    staff_password_hash: input.staff_password_hash ?? null,
    owner_password_hash: null,
    catalog_version: 1,
    created_at: now,
    updated_at: now,
  };
}
