// `whatsburger`: checkout by chat message (checkout_type WHATSAPP) to its WhatsApp number.
// Colombia, es, COP without visible decimals, America/Bogota, 12h clock; image backgrounds;
// always open; fixed-price delivery.
import { everyDay } from '../../db/defaults';
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
import { whatsburgerMenu } from './whatsburger-menu';

const token = 'whatsburger';
const name = 'WhatsBurger';
const brand: Brand = {
  primary: '#16A34A',
  secondary: '#F97316',
  text: '#FFFFFF',
  imageBackground: true,
};

export function whatsburgerCompany(): DemoCompany {
  const settings = baseSettings(name, {
    table: false,
    onsite: true,
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
      language: 'es',
      timezone: 'America/Bogota',
      ...mediaLogo(token),
      address_enabled: true,
      address: 'Calle 85 # 11-53',
      city: 'Bogotá',
      // Bogotá is its own capital district, and Colombian postal codes are seldom written.
      region: null,
      postal_code: null,
      latitude: 4.6697,
      longitude: -74.0524,
      country: { country_code: 'CO', name: 'Colombia', time_format: '12h' },
      whatsapp: '+573001234567',
      currency: {
        code: 'COP',
        symbol: '$',
        tax: 'impuestos',
        position: 'left',
        show_decimals: false,
      },
      domain_settings: null,
      business_hours_settings: everyDay('00:00', '23:59'),
      settings: {},
      current_subscriptions: [{ name: 'advanced', monthly_orders_limit: 1000 }],
      highest_plan: null,
      reseller_id: null,
      receives_orders_outside_delivery_range: false,
      address_google_validation: false,
      delivery_districts: [],
      delivery_ranges: [],
      delivery_areas: [],
      google_ratings_count: 0,
      coupon_published: { active: false, start_date: null, end_date: null },
      landing_contents: landing(token, [
        ['Ver menú', 'menu_webapp_url', '/products'],
        ['Pide por WhatsApp', 'whatsapp_number', '+573001234567'],
        ['WiFi', 'wifi_network', wifi('WhatsBurger', 'hamburguesa')],
        ['Instagram', 'instagram', 'https://instagram.com/whatsburger.co'],
      ]),
      facebook: null,
      instagram: { url: 'https://instagram.com/whatsburger.co' },
      tiktok: { url: 'https://tiktok.com/@whatsburger' },
      tripadvisor: null,
      menu_enabled: true,
    },
    settings: {
      ...settings,
      checkout_type: 'WHATSAPP',
      social_networks_settings: {
        instagramUrl: 'https://instagram.com/whatsburger.co',
        tiktokUrl: 'https://tiktok.com/@whatsburger',
      },
      onsite: service(true, { onsite_qr_ordering: true, additional_input: 'Número de turno' }),
      takeaway: service(true, { collect_client_info: true }),
      delivery: {
        ...settings.delivery,
        prices: { type: 'fixed', fixed: { price: 500_000 } },
        average_time: '25-40',
        minimum_amount_to_allow: 2_000_000,
        minimum_amount_for_free: null,
      },
      layout_settings: layoutSettings(token, brand, {
        name,
        summary: 'Pide por WhatsApp, recoge en minutos',
        titleFont: 'rammetto_one',
        bodyFont: 'poppins',
        form: 'hardshadow_rounded',
        background: 'image',
      }),
    },
    menu: whatsburgerMenu,
    qrs: [{ id: seedId(token, 'qr', 'Barra'), name: 'Barra', zone: null, ordering_type: 'ONSITE' }],
    coupons: [],
    loyalty: null,
    payments: payments(token, ['onsite', 'takeaway', 'delivery']),
    orderSettings: {},
  };
}
