// `freebistro`: a company on the free plan that used to pay (highest_plan premium, no
// current main subscription) and has no reseller, so its menu is read-only and the free-plan
// banner shows (§6). French, EUR (symbol on the right), Paris, 24h clock. Its custom domain
// is registered but not active, so it must not resolve.
import { baseSettings, landing, layoutSettings, mediaLogo, payments } from '../builders';
import type { BusinessHours } from '../../../src/domain/types';
import { seedId } from '../ids';
import type { Brand, DemoCompany } from '../types';
import { freebistroMenu } from './freebistro-menu';

const token = 'freebistro';
const name = 'Le Petit Bistro';
const brand: Brand = {
  primary: '#1E3A8A',
  secondary: '#BE123C',
  text: '#FFFFFF',
  imageBackground: false,
};

const lunchAndDinner = (day: string) => ({
  is_active: true,
  hours: [
    { id: `${day}-1`, open: '12:00', close: '14:30' },
    { id: `${day}-2`, open: '19:00', close: '22:30' },
  ],
});
/** Real-world hours; DEMO_HOURS=open swaps them for all day (server/seed/clock.ts). */
export const FREEBISTRO_HOURS: BusinessHours = {
  sunday: { is_active: false, hours: [] },
  monday: { is_active: false, hours: [] },
  tuesday: lunchAndDinner('tuesday'),
  wednesday: lunchAndDinner('wednesday'),
  thursday: lunchAndDinner('thursday'),
  friday: lunchAndDinner('friday'),
  saturday: lunchAndDinner('saturday'),
};

export function freebistroCompany(): DemoCompany {
  const settings = baseSettings(name, {
    table: true,
    onsite: false,
    takeaway: true,
    delivery: false,
  });
  return {
    brand,
    company: {
      name,
      token,
      industry: 'restaurant',
      menu_type: null,
      language: 'fr',
      timezone: 'Europe/Paris',
      ...mediaLogo(token),
      address_enabled: true,
      address: '12 rue des Martyrs',
      city: 'Paris',
      // French addresses name no region: '12 rue des Martyrs, 75009 Paris'.
      region: null,
      postal_code: '75009',
      latitude: 48.8786,
      longitude: 2.3397,
      country: { country_code: 'FR', name: 'France', time_format: '24h' },
      whatsapp: '+33142000000',
      currency: { code: 'EUR', symbol: '€', tax: 'TVA', position: 'right', show_decimals: true },
      domain_settings: { registration_status: 'pending', url: 'menu.petit-bistro.test' },
      business_hours_settings: FREEBISTRO_HOURS,
      settings: {},
      current_subscriptions: [],
      highest_plan: 'premium',
      reseller_id: null,
      receives_orders_outside_delivery_range: false,
      address_google_validation: false,
      delivery_districts: [],
      delivery_ranges: [],
      delivery_areas: [],
      google_ratings_count: 95,
      coupon_published: { active: false, start_date: null, end_date: null },
      landing_contents: landing(token, [
        ['La carte', 'menu_webapp_url', '/products'],
        ['Réserver', 'link', 'https://example.com/petit-bistro/reserver'],
        ['Facebook', 'facebook', 'https://facebook.com/petitbistro'],
      ]),
      facebook: { url: 'https://facebook.com/petitbistro' },
      instagram: null,
      tiktok: null,
      tripadvisor: null,
      menu_enabled: true,
    },
    settings: {
      ...settings,
      social_networks_settings: { facebookUrl: 'https://facebook.com/petitbistro' },
      layout_settings: layoutSettings(token, brand, {
        name,
        summary: 'Cuisine de bistrot, produits du marché',
        titleFont: 'wendy_one',
        bodyFont: 'montserrat',
        form: 'filled_squared',
        background: 'flat_color',
      }),
    },
    menu: freebistroMenu,
    qrs: [
      {
        id: seedId(token, 'qr', 'Table 1'),
        name: 'Table 1',
        zone: 'Terrasse',
        ordering_type: 'TABLE',
      },
    ],
    coupons: [],
    loyalty: null,
    payments: payments(token, ['table', 'takeaway']),
    orderSettings: {},
  };
}
