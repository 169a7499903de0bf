// Minimal §3 entities for this feature's unit tests; each test overrides what it is about.
import type { Company, EcommerceSettings, ServiceSettings } from '../../domain/types';
import { DEFAULT_CURRENCY } from '../../domain/constants';

export function makeCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: 'c1',
    name: 'La Esquina',
    token: 'la-esquina',
    industry: 'restaurant',
    menu_type: null,
    language: 'en',
    timezone: 'UTC',
    logo_url: null,
    logo_thumbnail_url: null,
    address_enabled: true,
    address: 'Main St 1',
    city: 'Springfield',
    region: null,
    postal_code: null,
    latitude: 1,
    longitude: 2,
    country: { country_code: 'US', name: 'United States', time_format: '12h' },
    whatsapp: null,
    currency: { ...DEFAULT_CURRENCY },
    domain_settings: null,
    business_hours_settings: {},
    settings: {},
    current_subscriptions: [],
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

const service = (active: boolean): ServiceSettings => ({
  active,
  scheduled_orders_enabled: false,
  disabled_until: null,
});

export function makeSettings(overrides: Partial<EcommerceSettings> = {}): EcommerceSettings {
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
    delivery: {
      ...service(true),
      prices: { type: 'fixed', fixed: { price: 0 } },
      average_time: '-',
      minimum_amount_to_allow: 0,
      minimum_amount_for_free: null,
      google_maps_validation: false,
    },
    onsite: service(true),
    takeaway: service(true),
    table: service(false),
    layout_settings: {
      landing: {
        title: { name: 'Welcome', summary: 'Fresh food', font: 'poppins', text_color: '#000000' },
        content: { font: 'poppins', text_color: '#000000' },
        body: {
          background_type: 'flat_color',
          background_color: '#FFFFFF',
          degraded_color: { degraded_1: '#FF0000', degraded_2: '#0000FF' },
          background_image: {
            desktop_url: null,
            mobile_url: null,
            thumbnail_desktop_url: null,
            thumbnail_mobile_url: null,
          },
        },
        buttons_icons: {
          button_color: '#006EFF',
          text_color: '#FFFFFF',
          form_color: '#000000',
          form: 'filled_squared',
        },
        footer: {
          background_color: '#FFFFFF',
          text_color: '#000000',
          app_download_color: '#006EFF',
          download_app_enabled: false,
          promotion_enabled: true,
        },
      },
      product: {
        body: { background_color: '#FFFFFF' },
        buttons_icons: { background_color: '#006EFF', text_color: '#FFFFFF' },
        secondary_color: '#EEEEEE',
        content: { text_color: '#000000', discounts_color: '#E53935', font: 'poppins' },
      },
    },
    ...overrides,
  };
}
