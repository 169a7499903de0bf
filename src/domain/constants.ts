// SPEC §9: business constants and limits, in one module.
import type { ServiceType, WeekDay } from './types';

export const SERVICE_TYPES: readonly ServiceType[] = ['TABLE', 'ONSITE', 'TAKEAWAY', 'DELIVERY'];

export const ORDER_TYPE_IDS = {
  onsite: 'uuid-onsite',
  takeaway: 'uuid-takeaway',
  delivery: 'uuid-delivery',
} as const;

export const DELIVERY_FEE_TYPES = [
  'FIXED',
  'BY_RANGE',
  'BY_AREA',
  'BY_DISTRICT',
  'BY_DRIVE_DISTANCE',
] as const;

export const PAYMENT_METHOD_CASH = 'cash';
export const PAYMENT_PROVIDER_OFFLINE = 'PAYMENT_PROVIDER_OFFLINE';
export const OFFLINE_MODALITY_DEFAULT = 'to_coordinate';

/** §4.5: the status sent with an offline payment; the spec says it "may be payment_requested". */
export const OFFLINE_PAYMENT_STATUS = 'payment_requested';

export const DISCOUNT_TYPES = ['PERCENTAGE_DISCOUNT', 'AMOUNT', 'PERCENTAGE'] as const;

export const COUNTRIES = ['US', 'BR', 'CL', 'CO', 'MX', 'PY', 'UY', 'AR'] as const;

export const LOCALES = ['en', 'es', 'es-MX', 'pt', 'fr', 'it', 'de', 'id', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const RTL_LOCALES: readonly Locale[] = ['ar'];
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_DAYS = 365;

/** Paid plans that count as highest_plan (§3). */
export const PAID_PLANS = ['premium', 'onboarding', 'elite'] as const;
/** Subscriptions that count as a main plan (§6). */
export const MAIN_PLANS = ['advanced', 'premium', 'onboarding', 'elite', 'infinity'] as const;
export const PLAN_LEVELS = ['P1', 'P2', 'P3'] as const;
/** Monthly order limit on the free plan (the spec's constant 10). */
export const FREE_PLAN_MONTHLY_ORDER_LIMIT = 10;

export const MENU_MODES = { READONLY: 'READONLY', WHATSAPP: 'WHATSAPP' } as const;
export const CHECKOUT_TYPE_DEFAULT = 'WHATSAPP';
export const SCHEDULING_MODES = ['personalized', 'today'] as const;
export const DEVICE_OS = ['AND', 'IOS', 'WEB'] as const;

export const TIMINGS = {
  freeDeliveryAlertMs: 4_000,
  socketPingMs: 45_000,
  liveTrackingMaxMs: 30 * 60_000,
  statusModalMaxAgeMs: 30 * 60_000,
  productOpenDelayMs: 100,
  closingSoonMs: 2_700_000,
  intervalMs: 30_000,
  socketReconnectMs: 5_000,
  autocompleteDebounceMs: 1_000,
  reverseGeocodeDebounceMs: 1_500,
  /** Ours: how long the current-location action waits for the device's position. */
  geolocationTimeoutMs: 10_000,
  scrollToErrorDelayMs: 300,
  scrollToErrorOffsetPx: 44 + 12,
  minFetchDelayMs: 200,
} as const;

export const LIMITS = {
  maxQuantityPerItem: 100,
  defaultStock: 100,
  additionalInfoMax: 80,
  commentMax: 120,
  addressNumberMax: 30,
  phoneMax: 25,
  minPinDistanceMeters: 20,
  autocompleteMaxResults: 8,
  structuredDataMenuProducts: 10,
  /**
   * Largest amount of money, in minor units, that a request may carry or an order may total.
   * Prices in COP or IDR run to millions of minor units, so it is generous (10,000,000.00 in a
   * two-decimal currency), yet two such amounts still fit a PostgreSQL integer (2^31 − 1).
   */
  moneyMax: 1_000_000_000,
  /** Most lines one order may hold, and most modifiers one line may hold. */
  orderLinesMax: 200,
  lineModifiersMax: 100,
} as const;

export const LAYOUT = {
  maxContentWidth: 1152,
  productsMaxContentWidth: 1096,
  checkoutModalMaxWidth: 600,
  landingDesktopImageMinWidth: 600,
  productThumbnail: 60,
  bottomPadding: 157,
  bottomPaddingWide: 168,
  bottomPaddingWideFrom: 960,
  phoneInputHeight: 52,
} as const;

export const IMAGE_SIZES = { thumb: 150, full: 800 } as const;

export const MAP = {
  deliveryZoom: 13,
  addressZoom: 15,
  coverageZoom: 11,
  noCentreZoom: 0,
  coverageCircle: { color: 'green', weight: 0.5, fillOpacity: 0.25 },
  defaultCentre: { lat: 0, lng: 0 },
} as const;

export const FONTS = {
  poppins: 700,
  rubik: 700,
  montserrat: 800,
  nunito: 900,
  wendy_one: 400,
  alfa_slab_one: 400,
  rammetto_one: 400,
  noto_serif: 800,
} as const;
export type FontName = keyof typeof FONTS;
export const DEFAULT_FONT: FontName = 'poppins';

export const BRAND_PRIMARY = '#006EFF';
export const DEFAULT_FAVICON = '/favicon_500.png';

export const DEFAULT_CURRENCY = {
  code: 'USD',
  symbol: '$',
  tax: 'taxes',
  position: 'left',
  show_decimals: true,
} as const;

export const OTHER_DISTRICT_ID = 'OTHER_DISTRICT_ID';
export const PRODUCT_CATEGORY_SEARCH_ID = 'search_results';

export const STORAGE_KEYS = {
  CLIENT_ID: 'CLIENT_ID',
  /** The device's secret for the client in CLIENT_ID (issue [8/13]); kept and dropped with it. */
  CLIENT_SECRET: 'CLIENT_SECRET',
  COOKIE_CLIENT_NAME: 'COOKIE_CLIENT_NAME',
  APP_CLIENT_ADDRESSES: 'APP_CLIENT_ADDRESSES',
  COOKIE_LAST_ORDER_ID: 'COOKIE_LAST_ORDER_ID',
  APP_ORDERS_WITH_WHATSAPP_MESSAGE_SENT: 'APP_ORDERS_WITH_WHATSAPP_MESSAGE_SENT',
} as const;
export const COOKIE_MAX_AGE_SECONDS = 31_536_000;

/** Separator between network and password in a wifi landing content value (§3). */
export const WIFI_SEPARATOR = '|||';

/** Store slugs whose on-site type reads 'at the seat' (§2.11). */
export const AT_THE_SEAT_SLUGS = [
  'cinema-demo',
  'stadium-demo',
  'theater-demo',
  'arena-demo',
] as const;

export const WEEK_DAYS: readonly WeekDay[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];

/** §2.11: 20 colour/opacity pairs for delivery area polygons. */
export const POLYGON_PALETTE: readonly { color: string; opacity: number }[] = [
  { color: '#1E88E5', opacity: 0.3 },
  { color: '#43A047', opacity: 0.3 },
  { color: '#FB8C00', opacity: 0.3 },
  { color: '#8E24AA', opacity: 0.3 },
  { color: '#E53935', opacity: 0.3 },
  { color: '#00ACC1', opacity: 0.3 },
  { color: '#FDD835', opacity: 0.35 },
  { color: '#6D4C41', opacity: 0.3 },
  { color: '#3949AB', opacity: 0.3 },
  { color: '#7CB342', opacity: 0.3 },
  { color: '#F4511E', opacity: 0.3 },
  { color: '#5E35B1', opacity: 0.3 },
  { color: '#D81B60', opacity: 0.3 },
  { color: '#00897B', opacity: 0.3 },
  { color: '#C0CA33', opacity: 0.35 },
  { color: '#546E7A', opacity: 0.3 },
  { color: '#039BE5', opacity: 0.3 },
  { color: '#FFB300', opacity: 0.35 },
  { color: '#8D6E63', opacity: 0.3 },
  { color: '#757575', opacity: 0.3 },
];

/**
 * §7.1 site-abuse-report: the spec does not show the body, so the reasons and limits are ours.
 * The storefront form and the server's schema both read them from here.
 */
export const ABUSE_REPORT = {
  reasons: ['spam', 'fraud', 'offensive_content', 'illegal_content', 'impersonation', 'other'],
  descriptionMin: 10,
  descriptionMax: 1000,
  emailMax: 254,
  urlMax: 2048,
} as const;
