// Test helpers: a complete Company and EcommerceSettings, overridable per test.
import type { Company, DeliverySettings, EcommerceSettings, ServiceSettings } from './types';
import { DEFAULT_CURRENCY } from './constants';

export function makeCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: 'company-1',
    name: 'Demo',
    token: 'demo',
    industry: 'restaurant',
    menu_type: null,
    language: 'en',
    timezone: 'America/New_York',
    logo_url: null,
    logo_thumbnail_url: null,
    address_enabled: false,
    address: null,
    city: null,
    region: null,
    postal_code: null,
    latitude: null,
    longitude: null,
    country: { country_code: 'US', name: 'United States', time_format: '12h' },
    whatsapp: '+1 (555) 010-0000',
    currency: { ...DEFAULT_CURRENCY },
    domain_settings: null,
    business_hours_settings: {},
    settings: {},
    current_subscriptions: [{ name: 'premium', monthly_orders_limit: null }],
    highest_plan: null,
    order_limit_usage_count: 0,
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
    ...overrides,
  };
}

export function makeService(overrides: Partial<ServiceSettings> = {}): ServiceSettings {
  return { active: true, scheduled_orders_enabled: false, disabled_until: null, ...overrides };
}

export function makeSettings(overrides: Partial<EcommerceSettings> = {}): EcommerceSettings {
  const delivery: DeliverySettings = {
    ...makeService(),
    prices: { type: 'fixed', fixed: { price: 0 } },
    average_time: '30',
    minimum_amount_to_allow: 0,
    minimum_amount_for_free: null,
    google_maps_validation: false,
  };
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
    delivery,
    onsite: makeService(),
    takeaway: makeService(),
    table: makeService(),
    layout_settings: {} as EcommerceSettings['layout_settings'],
    ...overrides,
  };
}
