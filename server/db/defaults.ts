// Sane defaults for a new company (the CLI's `add`) and the fallback used when a stored
// settings blob is missing a section. Values follow §3's stated defaults where it gives one.
import { BRAND_PRIMARY, DEFAULT_CURRENCY, DEFAULT_FONT } from '../../src/domain/constants';
import type {
  BusinessHours,
  DeliverySettings,
  EcommerceSettings,
  LandingLayout,
  ProductLayout,
  ServiceSettings,
  TimeFormat,
  WeekDay,
} from '../../src/domain/types';
import type { CompanyInput } from './repositories/company-row';

export function defaultService(active: boolean): ServiceSettings {
  return {
    active,
    scheduled_orders_enabled: false,
    disabled_until: null,
    collect_client_info: false,
  };
}

export function defaultDelivery(active: boolean): DeliverySettings {
  return {
    ...defaultService(active),
    collect_client_info: true,
    prices: { type: 'fixed', fixed: { price: 0 } },
    average_time: '-',
    minimum_amount_to_allow: 0,
    minimum_amount_for_free: null,
    google_maps_validation: false,
  };
}

export function defaultLandingLayout(name: string): LandingLayout {
  return {
    title: { name, summary: '', font: DEFAULT_FONT, text_color: '#FFFFFF' },
    content: { font: DEFAULT_FONT, text_color: '#FFFFFF' },
    body: {
      background_type: 'flat_color',
      background_color: BRAND_PRIMARY,
      degraded_color: { degraded_1: BRAND_PRIMARY, degraded_2: '#003C8A' },
      background_image: {
        desktop_url: null,
        mobile_url: null,
        thumbnail_desktop_url: null,
        thumbnail_mobile_url: null,
      },
    },
    buttons_icons: {
      button_color: '#FFFFFF',
      text_color: BRAND_PRIMARY,
      form_color: '#FFFFFF',
      form: 'filled_squared',
    },
    footer: {
      background_color: '#FFFFFF',
      text_color: '#1F2937',
      app_download_color: BRAND_PRIMARY,
      download_app_enabled: true,
      promotion_enabled: true,
    },
  };
}

export function defaultProductLayout(): ProductLayout {
  return {
    body: { background_color: '#FFFFFF' },
    buttons_icons: { background_color: BRAND_PRIMARY, text_color: '#FFFFFF' },
    secondary_color: '#F3F4F6',
    content: { text_color: '#1F2937', discounts_color: '#DC2626', font: DEFAULT_FONT },
  };
}

export function defaultEcommerceSettings(name: string): EcommerceSettings {
  return {
    checkout_type: 'WEBAPP',
    analytics_settings: { facebook_pixel: null },
    google_settings: {
      display_ratings: false,
      place_id: null,
      ratings_score: null,
      ratings_count: null,
    },
    social_networks_settings: {},
    delivery: defaultDelivery(false),
    onsite: { ...defaultService(true), onsite_qr_ordering: true },
    takeaway: defaultService(true),
    table: defaultService(true),
    layout_settings: { landing: defaultLandingLayout(name), product: defaultProductLayout() },
  };
}

const WEEK: WeekDay[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];

export function everyDay(open: string, close: string): BusinessHours {
  return Object.fromEntries(
    WEEK.map((day) => [day, { is_active: true, hours: [{ id: `${day}-1`, open, close }] }]),
  );
}

/** Countries where a 12-hour clock is the everyday convention. */
const TWELVE_HOUR_COUNTRIES = [
  'US',
  'CA',
  'MX',
  'CO',
  'PH',
  'IN',
  'AU',
  'NZ',
  'EG',
  'SA',
  'AE',
  'PK',
];

function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The narrow symbol Intl knows for a currency (R$, €, ₹…), or the code itself. */
export function currencySymbol(code: string): string {
  try {
    const parts = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    return parts.find((p) => p.type === 'currency')?.value ?? code;
  } catch {
    return code;
  }
}

export interface NewCompanyOptions {
  token: string;
  name: string;
  country?: string;
  language?: string;
  currency?: string;
  timezone?: string;
}

/** A blank company: open 09:00–22:00, no delivery, no domain, free plan. */
export function defaultCompanyInput(opts: NewCompanyOptions): CompanyInput {
  const country = (opts.country ?? 'US').toUpperCase();
  const currency = (opts.currency ?? DEFAULT_CURRENCY.code).toUpperCase();
  const timeFormat: TimeFormat = TWELVE_HOUR_COUNTRIES.includes(country) ? '12h' : '24h';
  return {
    name: opts.name,
    token: opts.token.toLowerCase(),
    industry: 'restaurant',
    menu_type: null,
    language: (opts.language ?? 'en').toLowerCase(),
    timezone: opts.timezone ?? 'America/New_York',
    logo_url: null,
    logo_thumbnail_url: null,
    address_enabled: false,
    address: null,
    city: null,
    region: null,
    postal_code: null,
    latitude: null,
    longitude: null,
    country: { country_code: country, name: countryName(country), time_format: timeFormat },
    whatsapp: null,
    currency:
      currency === DEFAULT_CURRENCY.code
        ? { ...DEFAULT_CURRENCY }
        : { ...DEFAULT_CURRENCY, code: currency, symbol: currencySymbol(currency) },
    domain_settings: null,
    business_hours_settings: everyDay('09:00', '22:00'),
    settings: {},
    current_subscriptions: [],
    highest_plan: null,
    reseller_id: null,
    receives_orders_outside_delivery_range: false,
    address_google_validation: false,
    delivery_districts: [],
    delivery_ranges: [],
    delivery_areas: [],
    google_ratings_count: 0,
    coupon_published: { active: false, start_date: null, end_date: null },
    landing_contents: [],
    facebook: null,
    instagram: null,
    tiktok: null,
    tripadvisor: null,
    menu_enabled: true,
  };
}
