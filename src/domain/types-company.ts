// §3 Company and the value types it is built from.

export type ServiceType = 'TABLE' | 'ONSITE' | 'TAKEAWAY' | 'DELIVERY';
export type ServiceKey = 'table' | 'onsite' | 'takeaway' | 'delivery';
export type WeekDay =
  'sunday' | 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday';
export type TimeFormat = '24h' | '12h';

export interface Currency {
  code: string;
  symbol: string;
  tax: string;
  position: 'left' | 'right';
  show_decimals: boolean;
}

export interface Country {
  country_code: string;
  name: string;
  time_format: TimeFormat;
}

export interface HourSpan {
  id?: string;
  open: string; // 'HH:MM'
  close: string; // 'HH:MM'
}

export interface BusinessDay {
  is_active: boolean;
  hours: HourSpan[];
}

export type BusinessHours = Partial<Record<WeekDay, BusinessDay>>;

export interface DeliveryDistrict {
  id: string;
  name: string;
  enabled: boolean;
  price: number;
  paths?: LatLng[];
}

export interface DeliveryRange {
  enabled: boolean;
  max: number; // kilometres
  price?: number; // minor units
}

export interface LatLng {
  latitude: number;
  longitude: number;
}

export interface DeliveryArea {
  id: string;
  name?: string;
  enabled: boolean;
  price: number;
  area: LatLng[];
}

export interface Subscription {
  name: string;
  monthly_orders_limit: number | null;
}

/** Known types are menu_webapp_url, whatsapp_number and wifi_network; any other is a plain link. */
export type LandingContentType = string;

export interface LandingContent {
  id: string;
  name: string;
  order: number;
  status: boolean;
  type: LandingContentType;
  value: string;
}

export interface SocialLink {
  url: string;
}

export interface Company {
  id: string;
  name: string;
  token: string;
  industry: string;
  menu_type: string | null;
  language: string;
  timezone: string;
  logo_url: string | null;
  logo_thumbnail_url: string | null;
  address_enabled: boolean;
  address: string | null;
  city: string | null;
  /** State, province or emirate, e.g. 'SP' or 'Dubai'; null when unset. */
  region: string | null;
  /** Written as the country writes it, e.g. '01310-200'; null when unset. */
  postal_code: string | null;
  latitude: number | null;
  longitude: number | null;
  country: Country;
  whatsapp: string | null;
  currency: Currency;
  domain_settings: { registration_status: string | null; url: string | null } | null;
  business_hours_settings: BusinessHours;
  settings: { facebook_domain_validation?: string | null };
  current_subscriptions: Subscription[];
  highest_plan: string | null;
  order_limit_usage_count: number;
  reseller_id: string | null;
  receives_orders_outside_delivery_range: boolean;
  address_google_validation: boolean;
  delivery_districts: DeliveryDistrict[];
  delivery_ranges: DeliveryRange[];
  delivery_areas: DeliveryArea[];
  google_ratings_count: number;
  coupon_published: { active: boolean; start_date: string | null; end_date: string | null };
  landing_contents: LandingContent[];
  facebook: SocialLink | null;
  instagram: SocialLink | null;
  tiktok: SocialLink | null;
  tripadvisor: SocialLink | null;
  /** Disabled menus answer the localized 404 of §2.7. */
  menu_enabled: boolean;
}
