// `bigmenu`: the benchmark storefront (`npm run bench`): exactly 300 products in 12 categories
// (bigmenu-menu.ts), a generated image for every product, a few sizes, modifier groups, discounts
// and low stock. US/en/USD, always open, ordering at the table, on site and for takeaway, cash.
import { everyDay } from '../../db/defaults';
import { baseSettings, landing, layoutSettings, mediaLogo, payments } from '../builders';
import { seedId } from '../ids';
import type { Brand, DemoCompany } from '../types';
import { bigmenuMenu } from './bigmenu-menu';

const token = 'bigmenu';
const name = 'Big Menu Diner';
const brand: Brand = {
  primary: '#9A3412',
  secondary: '#FBBF24',
  text: '#FFFFFF',
  imageBackground: false,
};

export function bigmenuCompany(): DemoCompany {
  return {
    brand,
    company: {
      name,
      token,
      industry: 'restaurant',
      menu_type: null,
      language: 'en',
      timezone: 'America/Chicago',
      ...mediaLogo(token),
      address_enabled: true,
      address: '400 Route 66',
      city: 'Chicago',
      region: 'IL',
      postal_code: '60601',
      latitude: 41.8781,
      longitude: -87.6298,
      country: { country_code: 'US', name: 'United States', time_format: '12h' },
      whatsapp: null,
      currency: { code: 'USD', symbol: '$', tax: 'tax', position: 'left', show_decimals: true },
      domain_settings: null,
      business_hours_settings: everyDay('00:00', '23:59'),
      settings: {},
      current_subscriptions: [{ name: 'premium', monthly_orders_limit: null }],
      highest_plan: 'premium',
      reseller_id: null,
      receives_orders_outside_delivery_range: false,
      address_google_validation: false,
      delivery_districts: [],
      delivery_ranges: [],
      delivery_areas: [],
      google_ratings_count: 0,
      coupon_published: { active: false, start_date: null, end_date: null },
      landing_contents: landing(token, [['View menu', 'menu_webapp_url', '/products']]),
      facebook: null,
      instagram: null,
      tiktok: null,
      tripadvisor: null,
      menu_enabled: true,
    },
    settings: {
      ...baseSettings(name, { table: true, onsite: true, takeaway: true, delivery: false }),
      layout_settings: layoutSettings(token, brand, {
        name,
        summary: 'Three hundred dishes, open around the clock',
        titleFont: 'poppins',
        bodyFont: 'montserrat',
        form: 'filled_rounded',
        background: 'flat_color',
      }),
    },
    menu: bigmenuMenu,
    qrs: [
      { id: seedId(token, 'qr', 'Table 1'), name: 'Table 1', zone: null, ordering_type: 'TABLE' },
    ],
    coupons: [],
    loyalty: null,
    payments: payments(token, ['table', 'onsite', 'takeaway']),
    orderSettings: {},
  };
}
