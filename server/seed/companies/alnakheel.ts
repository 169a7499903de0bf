// `alnakheel`: Arabic and right-to-left. ar/AED (symbol on the right), Asia/Dubai, 12h clock,
// Arabic product names; image landing backgrounds; real-world hours with split spans and a
// span past midnight; fixed-price delivery.
import type { BusinessHours } from '../../../src/domain/types';
import {
  baseSettings,
  landing,
  layoutSettings,
  mediaLogo,
  payments,
  service,
  wifi,
} from '../builders';
import { seedId } from '../ids';
import type { Brand, DemoCompany } from '../types';
import { alnakheelMenu } from './alnakheel-menu';

const token = 'alnakheel';
const name = 'مطعم النخيل';
const brand: Brand = {
  primary: '#92400E',
  secondary: '#D4A373',
  text: '#FFFFFF',
  imageBackground: true,
};

const span = (day: string, n: number, open: string, close: string) => ({
  id: `${day}-${n}`,
  open,
  close,
});
const weekday = (day: string) => ({ is_active: true, hours: [span(day, 1, '12:00', '23:00')] });
/** Real-world hours; DEMO_HOURS=open swaps them for all day (server/seed/clock.ts). */
export const ALNAKHEEL_HOURS: BusinessHours = {
  sunday: weekday('sunday'),
  monday: weekday('monday'),
  tuesday: weekday('tuesday'),
  wednesday: weekday('wednesday'),
  thursday: { is_active: true, hours: [span('thursday', 1, '12:00', '01:00')] },
  friday: {
    is_active: true,
    hours: [span('friday', 1, '13:30', '16:00'), span('friday', 2, '18:00', '01:00')],
  },
  saturday: {
    is_active: true,
    hours: [span('saturday', 1, '12:00', '16:00'), span('saturday', 2, '18:00', '23:30')],
  },
};

export function alnakheelCompany(): DemoCompany {
  const settings = baseSettings(name, {
    table: true,
    onsite: false,
    takeaway: true,
    delivery: true,
  });
  return {
    brand,
    company: {
      name,
      token,
      industry: 'restaurant',
      menu_type: null,
      language: 'ar',
      timezone: 'Asia/Dubai',
      ...mediaLogo(token),
      address_enabled: true,
      address: 'شارع الشيخ زايد، برج النخيل',
      city: 'دبي',
      // The emirate; the UAE has no postal codes (addresses use a P.O. Box, if anything).
      region: 'دبي',
      postal_code: null,
      latitude: 25.2048,
      longitude: 55.2708,
      country: { country_code: 'AE', name: 'الإمارات العربية المتحدة', time_format: '12h' },
      whatsapp: '+971501234567',
      currency: {
        code: 'AED',
        symbol: 'د.إ',
        tax: 'ضريبة القيمة المضافة',
        position: 'right',
        show_decimals: true,
      },
      domain_settings: null,
      business_hours_settings: ALNAKHEEL_HOURS,
      settings: {},
      current_subscriptions: [{ name: 'elite', monthly_orders_limit: null }],
      highest_plan: 'elite',
      reseller_id: 'reseller-gulf',
      receives_orders_outside_delivery_range: true,
      address_google_validation: false,
      delivery_districts: [],
      delivery_ranges: [],
      delivery_areas: [],
      google_ratings_count: 230,
      coupon_published: { active: false, start_date: null, end_date: null },
      landing_contents: landing(token, [
        ['قائمة الطعام', 'menu_webapp_url', '/products'],
        ['واتساب', 'whatsapp_number', '+971501234567'],
        ['الواي فاي', 'wifi_network', wifi('AlNakheel-Guests', 'tamr2025')],
        ['إنستغرام', 'instagram', 'https://instagram.com/alnakheel.dxb'],
        ['احجز طاولة', 'link', 'https://example.com/alnakheel/booking'],
      ]),
      facebook: null,
      instagram: { url: 'https://instagram.com/alnakheel.dxb' },
      tiktok: null,
      tripadvisor: { url: 'https://tripadvisor.com/al-nakheel-dubai' },
      menu_enabled: true,
    },
    settings: {
      ...settings,
      google_settings: {
        display_ratings: true,
        place_id: 'ChIJalNakheelPlaceId',
        ratings_score: 4.4,
        ratings_count: 230,
      },
      social_networks_settings: { instagramUrl: 'https://instagram.com/alnakheel.dxb' },
      table: service(true, { additional_input: 'ملاحظات للطاولة' }),
      takeaway: service(true, { collect_client_info: true }),
      delivery: {
        ...settings.delivery,
        prices: { type: 'fixed', fixed: { price: 1000 } },
        average_time: '45-60',
        minimum_amount_to_allow: 5000,
        minimum_amount_for_free: 15000,
      },
      layout_settings: layoutSettings(token, brand, {
        name,
        summary: 'مشاوي ومأكولات شامية وإماراتية أصيلة',
        titleFont: 'noto_serif',
        bodyFont: 'noto_serif',
        form: 'filled_semi_rounded',
        background: 'image',
      }),
    },
    menu: alnakheelMenu,
    qrs: [1, 2, 3].map((n) => ({
      id: seedId(token, 'qr', `طاولة ${n}`),
      name: `طاولة ${n}`,
      zone: 'الحديقة',
      ordering_type: 'TABLE' as const,
    })),
    coupons: [],
    loyalty: null,
    payments: payments(token, ['table', 'takeaway', 'delivery']),
    orderSettings: {},
  };
}
