// `demo`: the everything-on storefront. US/en/USD, 12h, always open, all four service types,
// delivery by distance ranges, tips, a service fee, published coupons, loyalty, premium plan,
// and an active custom domain (menu.demo-bistro.test). Online payments go through the demo
// Sandbox provider (test cards only): card and wallet next to cash for every service type.
import { everyDay } from '../../db/defaults';
import {
  baseSettings,
  coupon,
  landing,
  layoutSettings,
  mediaLogo,
  online,
  payments,
  percentTips,
  sandboxProvider,
  service,
  wifi,
} from '../builders';
import { couponWindow } from '../clock';
import { seedId } from '../ids';
import type { Brand, DemoCompany } from '../types';
import { demoMenu } from './demo-menu';

const token = 'demo';
const name = 'Demo Bistro';
const timezone = 'America/New_York';
const brand: Brand = {
  primary: '#0F766E',
  secondary: '#134E4A',
  text: '#FFFFFF',
  imageBackground: false,
};

export function demoCompany(now: Date): DemoCompany {
  const window = couponWindow(now, timezone);
  const settings = baseSettings(name, {
    table: true,
    onsite: true,
    takeaway: true,
    delivery: true,
  });
  const tip = percentTips([10, 15, 20]);
  const sandbox = sandboxProvider(token);
  return {
    brand,
    company: {
      name,
      token,
      industry: 'restaurant',
      menu_type: null,
      language: 'en',
      timezone,
      ...mediaLogo(token),
      address_enabled: true,
      address: '123 Main Street',
      city: 'New York',
      region: 'NY',
      postal_code: '10007',
      latitude: 40.7128,
      longitude: -74.006,
      country: { country_code: 'US', name: 'United States', time_format: '12h' },
      whatsapp: '+12125550123',
      currency: { code: 'USD', symbol: '$', tax: 'taxes', position: 'left', show_decimals: true },
      domain_settings: { registration_status: 'active', url: 'menu.demo-bistro.test' },
      business_hours_settings: everyDay('00:00', '23:59'),
      settings: { facebook_domain_validation: null },
      current_subscriptions: [{ name: 'premium', monthly_orders_limit: null }],
      highest_plan: 'premium',
      reseller_id: null,
      receives_orders_outside_delivery_range: false,
      address_google_validation: false,
      delivery_districts: [],
      delivery_ranges: [
        { enabled: true, max: 3, price: 299 },
        { enabled: true, max: 6, price: 499 },
      ],
      delivery_areas: [],
      google_ratings_count: 412,
      coupon_published: { active: true, start_date: window.start, end_date: window.end },
      landing_contents: landing(token, [
        ['See the menu', 'menu_webapp_url', '/products'],
        ['Chat with us', 'whatsapp_number', '+12125550123'],
        ['Free wifi', 'wifi_network', wifi('DemoBistro-Guest', 'burgers2024')],
        ['Follow us on Instagram', 'instagram', 'https://instagram.com/demobistro'],
        ['Book a table', 'link', 'https://example.com/demo-bistro/reservations'],
      ]),
      facebook: { url: 'https://facebook.com/demobistro' },
      instagram: { url: 'https://instagram.com/demobistro' },
      tiktok: { url: 'https://tiktok.com/@demobistro' },
      tripadvisor: null,
      menu_enabled: true,
    },
    settings: {
      ...settings,
      checkout_type: 'WEBAPP',
      google_settings: {
        display_ratings: true,
        place_id: 'ChIJdemoBistroPlaceId',
        ratings_score: 4.6,
        ratings_count: 412,
      },
      social_networks_settings: {
        instagramUrl: 'https://instagram.com/demobistro',
        facebookUrl: 'https://facebook.com/demobistro',
        tiktokUrl: 'https://tiktok.com/@demobistro',
      },
      table: service(true, { tip, collect_client_info: false }),
      onsite: service(true, { tip, onsite_qr_ordering: true, additional_input: 'Pager number' }),
      takeaway: service(true, { tip, scheduled_orders_enabled: true, collect_client_info: true }),
      delivery: {
        ...settings.delivery,
        tip,
        scheduled_orders_enabled: true,
        prices: {
          type: 'ranges',
          ranges: [
            { max: 3, price: 299 },
            { max: 6, price: 499 },
          ],
        },
        average_time: '30-45',
        minimum_amount_to_allow: 1000,
        minimum_amount_for_free: 5000,
        additional_address_information: 'Apartment, suite or floor',
      },
      layout_settings: layoutSettings(token, brand, {
        name,
        summary: 'Burgers, pizzas and comfort food in the heart of Manhattan',
        titleFont: 'montserrat',
        bodyFont: 'poppins',
        form: 'filled_rounded',
        background: 'gradient',
      }),
    },
    menu: demoMenu,
    // Issue [17/21]: the demo shows the table's tab, paid before leaving.
    tabs: { pay_at_end: true, code_required: false },
    qrs: [
      ...[1, 2, 3, 4].map((n) => ({
        id: seedId(token, 'qr', `Table ${n}`),
        name: `Table ${n}`,
        zone: n <= 2 ? 'Main room' : 'Terrace',
        ordering_type: 'TABLE' as const,
      })),
      { id: seedId(token, 'qr', 'Counter'), name: 'Counter', zone: null, ordering_type: 'ONSITE' },
    ],
    coupons: [
      coupon(window, {
        code: 'WELCOME10',
        discount_type: 'percentage',
        value: 10,
        usage_limit: 1000,
        coupons_used: 12,
        min_amount: 0,
      }),
      coupon(window, {
        code: 'SAVE5',
        discount_type: 'fixed',
        value: 500,
        usage_limit: 500,
        coupons_used: 3,
        min_amount: 3000,
      }),
      // Unpublished: must never reach the storefront's coupon drawer.
      coupon(window, {
        code: 'STAFF50',
        discount_type: 'percentage',
        value: 50,
        usage_limit: 10,
        coupons_used: 0,
        min_amount: 0,
        published: false,
      }),
    ],
    loyalty: {
      active: true,
      points_per_unit: 1,
      rewards: [
        { name: 'Free drink', required_points: 100, discount_type: 'fixed', value: 399 },
        {
          name: '15% off your order',
          required_points: 250,
          discount_type: 'percentage',
          value: 15,
        },
      ],
    },
    providers: [sandbox],
    payments: payments(token, ['table', 'onsite', 'takeaway', 'delivery'], (key) => [
      online(token, key, 'card', sandbox),
      online(token, key, 'wallet', sandbox),
    ]),
    // service_fee.value is a percentage of the items subtotal (docs/decisions.md).
    orderSettings: {
      table: { service_fee: { value: 10, optional: true } },
      onsite: { service_fee: { value: 10, optional: true } },
      takeaway: { service_fee: null },
      delivery: { service_fee: null },
    },
  };
}
