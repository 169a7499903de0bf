// `taqueria`: Mexico. es (es-MX in the UI), MXN, 12h clock, Mexico City. Delivery priced by
// colonias (districts). Always closed when looked at (hours come from server/seed/clock.ts)
// but takes scheduled orders for takeaway and delivery.
import { baseSettings, landing, layoutSettings, mediaLogo, payments, service } from '../builders';
import { closedNowHours } from '../clock';
import { seedId } from '../ids';
import type { Brand, DemoCompany } from '../types';
import { taqueriaMenu } from './taqueria-menu';

const token = 'taqueria';
const name = 'Taquería El Güero';
const timezone = 'America/Mexico_City';
const brand: Brand = {
  primary: '#B91C1C',
  secondary: '#F59E0B',
  text: '#FFFBEB',
  imageBackground: false,
};

const DISTRICTS = [
  { name: 'Centro', price: 2500, enabled: true },
  { name: 'Roma Norte', price: 3500, enabled: true },
  { name: 'Condesa', price: 3500, enabled: true },
  { name: 'Juárez', price: 3000, enabled: true },
  { name: 'Doctores', price: 3000, enabled: true },
  { name: 'Polanco', price: 6000, enabled: false },
].map((d) => ({ id: seedId(token, 'district', d.name), ...d }));

export function taqueriaCompany(now: Date): DemoCompany {
  const settings = baseSettings(name, {
    table: true,
    onsite: false,
    takeaway: true,
    delivery: true,
  });
  const tip = { active: true, type: 'amount' as const, options: [1000, 2000, 3000] };
  return {
    brand,
    company: {
      name,
      token,
      industry: 'restaurant',
      menu_type: null,
      language: 'es',
      timezone,
      ...mediaLogo(token),
      address_enabled: true,
      address: 'República de Uruguay 52, Centro',
      city: 'Ciudad de México',
      region: 'CDMX',
      postal_code: '06000',
      latitude: 19.4326,
      longitude: -99.1332,
      country: { country_code: 'MX', name: 'México', time_format: '12h' },
      whatsapp: '+525512345678',
      currency: { code: 'MXN', symbol: '$', tax: 'IVA', position: 'left', show_decimals: true },
      domain_settings: null,
      business_hours_settings: closedNowHours(now, timezone),
      settings: {},
      current_subscriptions: [{ name: 'premium', monthly_orders_limit: null }],
      highest_plan: 'premium',
      reseller_id: null,
      receives_orders_outside_delivery_range: false,
      address_google_validation: false,
      delivery_districts: DISTRICTS,
      delivery_ranges: [],
      delivery_areas: [],
      google_ratings_count: 860,
      coupon_published: { active: false, start_date: null, end_date: null },
      landing_contents: landing(token, [
        ['Ver el menú', 'menu_webapp_url', '/products'],
        ['Escríbenos por WhatsApp', 'whatsapp_number', '+525512345678'],
        ['TikTok', 'tiktok', 'https://tiktok.com/@taqueriaelguero'],
      ]),
      facebook: { url: 'https://facebook.com/taqueriaelguero' },
      instagram: null,
      tiktok: { url: 'https://tiktok.com/@taqueriaelguero' },
      tripadvisor: null,
      menu_enabled: true,
    },
    settings: {
      ...settings,
      social_networks_settings: {
        facebookUrl: 'https://facebook.com/taqueriaelguero',
        tiktokUrl: 'https://tiktok.com/@taqueriaelguero',
      },
      table: service(true, { tip }),
      takeaway: service(true, { tip, scheduled_orders_enabled: true, collect_client_info: true }),
      delivery: {
        ...settings.delivery,
        tip,
        scheduled_orders_enabled: true,
        prices: {
          type: 'districts',
          districts: DISTRICTS.map((d) => ({ name: d.name, enabled: d.enabled })),
        },
        average_time: '35-50',
        minimum_amount_to_allow: 15000,
        minimum_amount_for_free: 60000,
      },
      layout_settings: layoutSettings(token, brand, {
        name,
        summary: 'Tacos al pastor desde 1987',
        titleFont: 'alfa_slab_one',
        bodyFont: 'rubik',
        form: 'hardshadow_squared',
        background: 'gradient',
      }),
    },
    menu: taqueriaMenu,
    qrs: [1, 2].map((n) => ({
      id: seedId(token, 'qr', `Mesa ${n}`),
      name: `Mesa ${n}`,
      zone: 'Banqueta',
      ordering_type: 'TABLE' as const,
    })),
    coupons: [],
    loyalty: null,
    payments: payments(token, ['table', 'takeaway', 'delivery']),
    orderSettings: {},
  };
}
