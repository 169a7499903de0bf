// `sabor`: Brazil. pt/BRL, 24h clock, São Paulo; Pix as a static BR Code to the restaurant's
// key (online, confirmed by the staff from /kitchen) and a Sandbox card next to cash; no tips,
// delivery priced by areas (three nested polygons around the restaurant).
import { everyDay } from '../../db/defaults';
import {
  baseSettings,
  coupon,
  landing,
  layoutSettings,
  mediaLogo,
  online,
  payments,
  pixStaticProvider,
  polygon,
  sandboxProvider,
  service,
  wifi,
} from '../builders';
import { couponWindow } from '../clock';
import { seedId } from '../ids';
import type { Brand, DemoCompany } from '../types';
import { saborMenu } from './sabor-menu';

const token = 'sabor';
const name = 'Sabor Paulista';
const timezone = 'America/Sao_Paulo';
const brand: Brand = {
  primary: '#15803D',
  secondary: '#FACC15',
  text: '#FFFFFF',
  imageBackground: false,
};
const LAT = -23.5614;
const LNG = -46.6559;

const AREAS = [
  { name: 'Bela Vista', km: 1.5, price: 500 },
  { name: 'Jardins e Consolação', km: 3.5, price: 900 },
  { name: 'Pinheiros e Vila Mariana', km: 6, price: 1400 },
].map((a) => ({
  id: seedId(token, 'area', a.name),
  name: a.name,
  enabled: true,
  price: a.price,
  area: polygon(LAT, LNG, a.km),
}));

export function saborCompany(now: Date): DemoCompany {
  const window = couponWindow(now, timezone);
  const settings = baseSettings(name, {
    table: true,
    onsite: true,
    takeaway: true,
    delivery: true,
  });
  const pix = pixStaticProvider(token, {
    pix_key: 'pagamentos@saborpaulista.com.br',
    merchant_name: 'Sabor Paulista',
    merchant_city: 'Sao Paulo',
  });
  const sandbox = sandboxProvider(token);
  return {
    brand,
    company: {
      name,
      token,
      industry: 'restaurant',
      menu_type: null,
      language: 'pt',
      timezone,
      ...mediaLogo(token),
      address_enabled: true,
      address: 'Av. Paulista, 1578',
      city: 'São Paulo',
      region: 'SP',
      postal_code: '01310-200',
      latitude: LAT,
      longitude: LNG,
      country: { country_code: 'BR', name: 'Brasil', time_format: '24h' },
      whatsapp: '+5511987654321',
      currency: {
        code: 'BRL',
        symbol: 'R$',
        tax: 'impostos',
        position: 'left',
        show_decimals: true,
      },
      domain_settings: null,
      // Open around the clock so checkout tests never depend on the time of day.
      business_hours_settings: everyDay('00:00', '23:59'),
      settings: {},
      current_subscriptions: [{ name: 'advanced', monthly_orders_limit: 500 }],
      highest_plan: 'premium',
      reseller_id: null,
      receives_orders_outside_delivery_range: false,
      address_google_validation: true,
      delivery_districts: [],
      delivery_ranges: [],
      delivery_areas: AREAS,
      google_ratings_count: 1280,
      coupon_published: { active: true, start_date: window.start, end_date: window.end },
      landing_contents: landing(token, [
        ['Cardápio', 'menu_webapp_url', '/products'],
        ['Peça pelo WhatsApp', 'whatsapp_number', '+5511987654321'],
        ['Wi-Fi', 'wifi_network', wifi('SaborPaulista', 'feijoada123')],
        ['Instagram', 'instagram', 'https://instagram.com/saborpaulista'],
      ]),
      facebook: null,
      instagram: { url: 'https://instagram.com/saborpaulista' },
      tiktok: null,
      tripadvisor: { url: 'https://tripadvisor.com/sabor-paulista' },
      menu_enabled: true,
    },
    settings: {
      ...settings,
      google_settings: {
        display_ratings: true,
        place_id: 'ChIJsaborPaulistaPlaceId',
        ratings_score: 4.8,
        ratings_count: 1280,
      },
      social_networks_settings: { instagramUrl: 'https://instagram.com/saborpaulista' },
      takeaway: service(true, { scheduled_orders_enabled: true, collect_client_info: true }),
      delivery: {
        ...settings.delivery,
        prices: {
          type: 'areas',
          area: {
            enable_out_of_area: false,
            areas: AREAS.map((a) => ({ id: a.id, enabled: a.enabled, paths: a.area })),
          },
        },
        average_time: '40-60',
        minimum_amount_to_allow: 3000,
        minimum_amount_for_free: null,
        google_maps_validation: true,
        additional_address_information: 'Apartamento, bloco ou casa',
      },
      layout_settings: layoutSettings(token, brand, {
        name,
        summary: 'Comida de boteco paulistano, do pastel à feijoada',
        titleFont: 'rubik',
        bodyFont: 'nunito',
        form: 'hardshadow_semi_rounded',
        background: 'flat_color',
      }),
    },
    menu: saborMenu,
    qrs: [1, 2, 3].map((n) => ({
      id: seedId(token, 'qr', `Mesa ${n}`),
      name: `Mesa ${n}`,
      zone: 'Salão',
      ordering_type: 'TABLE' as const,
    })),
    coupons: [
      coupon(window, {
        code: 'BEMVINDO',
        discount_type: 'percentage',
        value: 15,
        usage_limit: 200,
        coupons_used: 40,
        min_amount: 4000,
      }),
    ],
    loyalty: null,
    providers: [pix, sandbox],
    payments: payments(token, ['table', 'onsite', 'takeaway', 'delivery'], (key) => [
      online(token, key, 'pix', pix),
      online(token, key, 'card', sandbox),
    ]),
    orderSettings: { table: { service_fee: { value: 10, optional: true } } },
  };
}
