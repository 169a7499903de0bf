// The entities of SPEC §3 as they cross the §7 API. Field names follow the spec exactly,
// so the storefront could run against any backend that speaks the same contract.
// Money is always an integer in minor units (cents).

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

export type DeliveryPriceType =
  'to_be_defined' | 'fixed' | 'areas' | 'ranges' | 'districts' | 'distance';

export interface TipSettings {
  active: boolean;
  type: 'percentage' | 'amount';
  comment?: string | null;
  /** Suggested values: percents for 'percentage', minor units for 'amount'. */
  options?: number[];
}

export interface ServiceSettings {
  active: boolean;
  scheduled_orders_enabled: boolean;
  disabled_until: string | null; // ISO instant
  collect_client_info?: boolean;
  additional_input?: string | null;
  additional_address_information?: string | null;
  tip?: TipSettings;
  onsite_qr_ordering?: boolean;
  prices?: {
    type: DeliveryPriceType;
    area?: { enable_out_of_area: boolean };
    districts?: { name: string; enabled: boolean }[];
  };
}

export interface DeliverySettings extends ServiceSettings {
  prices: {
    type: DeliveryPriceType;
    fixed?: { price: number };
    distance?: { price_per_km: number; starting_price: number };
    area?: {
      enable_out_of_area: boolean;
      areas?: { id: string; enabled: boolean; paths: LatLng[] }[];
    };
    ranges?: { max: number; price?: number }[];
    districts?: { name: string; enabled: boolean }[];
  };
  average_time: string; // '-' means invalid
  minimum_amount_to_allow: number;
  minimum_amount_for_free: number | null;
  google_maps_validation: boolean;
}

export type ButtonForm =
  | 'filled_squared'
  | 'filled_semi_rounded'
  | 'filled_rounded'
  | 'hardshadow_squared'
  | 'hardshadow_semi_rounded'
  | 'hardshadow_rounded';

export interface LandingLayout {
  title: { name: string; summary: string; font: string; text_color: string };
  content: { font: string; text_color: string };
  body: {
    background_type: 'flat_color' | 'gradient' | 'image';
    background_color: string;
    degraded_color: { degraded_1: string; degraded_2: string };
    background_image: {
      desktop_url: string | null;
      mobile_url: string | null;
      thumbnail_desktop_url: string | null;
      thumbnail_mobile_url: string | null;
    };
  };
  buttons_icons: { button_color: string; text_color: string; form_color: string; form: ButtonForm };
  footer: {
    background_color: string;
    text_color: string;
    app_download_color: string;
    download_app_enabled: boolean;
    promotion_enabled: boolean;
  };
}

export interface ProductLayout {
  body: { background_color: string };
  buttons_icons: { background_color: string; text_color: string };
  secondary_color: string;
  content: { text_color: string; discounts_color: string; font: string };
}

/** Checkout goes out as a chat message (§1 "Orders go out either by chat message"). */
export type CheckoutType = 'WEBAPP' | 'WHATSAPP' | 'READONLY';

export interface EcommerceSettings {
  checkout_type: CheckoutType;
  analytics_settings: { facebook_pixel: string | null };
  google_settings: {
    display_ratings: boolean;
    place_id: string | null;
    ratings_score: number | null;
    ratings_count: number | null;
  };
  social_networks_settings: {
    instagramUrl?: string | null;
    facebookUrl?: string | null;
    tiktokUrl?: string | null;
    tripadvisorUrl?: string | null;
  };
  delivery: DeliverySettings;
  onsite: ServiceSettings;
  takeaway: ServiceSettings;
  table: ServiceSettings;
  layout_settings: { landing: LandingLayout; product: ProductLayout };
}

export interface Modifier {
  id: string;
  name: string;
  price: number;
}

export interface ModifierGroup {
  id: string;
  name: string;
  min: number;
  max: number;
  required: boolean;
  modifiers: Modifier[];
}

export interface ProductVariant {
  id: string;
  name: string | null;
  price: number | null;
  original_price: number | null;
  selected: boolean;
  stock: number;
  stock_consumed: number;
  stock_starts_empty: boolean;
  category_id: string;
  product_id: string;
}

export interface ProductImage {
  image_url: string;
}

export interface Product {
  id: string;
  name: string;
  description: string;
  visible: boolean;
  stock_enabled: boolean;
  images: ProductImage[];
  category_id: string;
  product_category_id: string;
  product_variants: ProductVariant[];
  modifier_groups: ModifierGroup[];
}

export interface Category {
  id: string;
  category_id: string;
  name: string;
  products: Product[];
}

export interface Qr {
  id: string;
  company_id: string;
  name: string;
  zone: { name: string } | null;
  ordering_type: ServiceType;
}

export interface Coupon {
  id: string;
  code: string;
  discount_type: 'percentage' | 'fixed';
  value: number; // percent, or minor units when fixed
  usage_limit: number;
  coupons_used: number;
  min_amount: number;
  published: boolean;
  active: boolean;
  start_date: string | null; // yyyy-MM-dd, company timezone
  end_date: string | null;
}

export interface LoyaltyReward {
  id: string;
  name: string;
  required_points: number;
  discount_type: 'percentage' | 'fixed';
  value: number;
}

export interface LoyaltySettings {
  loyalty_program: { active: boolean; rewards: LoyaltyReward[]; points_per_unit?: number };
}

export interface ClientAddress {
  id: string;
  address: string;
  complement: string | null;
  reference: string | null;
  area_id: string | null;
  area_name: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface Client {
  id: string;
  name: string;
  email: string | null;
  phone_number: string;
  source: string | null;
  addresses: ClientAddress[];
  available_points: number;
}

export type OrderStatus =
  | 'INITIATED'
  | 'PENDING'
  | 'PREPARING'
  | 'READY'
  | 'DRIVER_ON_THE_WAY_TO_DESTINATION'
  | 'DRIVER_ARRIVED_AT_DESTINATION'
  | 'DELIVERED'
  | 'FINALIZED'
  | 'CANCELLED';

export type PaymentStatus = 'payment_requested' | 'failed' | 'refunded' | 'refund_pending';

export interface OrderModifierInput {
  modifier_id: string;
  quantity: number;
}

export interface OrderComboInput {
  product_id: string;
  variant_id: string;
  quantity: number;
  comment?: string | null;
  modifiers: OrderModifierInput[];
}

export interface OrderCreatePayload {
  company_id: string;
  country_code: string;
  timezone: string;
  service_type: ServiceType;
  status?: OrderStatus;
  currency: string;
  order_title?: string | null;
  table_id?: string | null;
  utm_source?: string | null;
  utm_campaign?: string | null;
  client_id?: string | null;
  address_id?: string | null;
  delivery_price?: number;
  combos: OrderComboInput[];
}

export interface AssignedPayment {
  payment_method_id: string;
  payment_method_code: string;
  payment_method_description: string | null;
  payment_method_payment_code: string | null;
  fee_amount: number;
  bill_amount: number;
  received_amount?: number;
  tip_type?: string;
  tip_value?: number;
}

export interface OrderUpdatePayload {
  timezone: string;
  status?: OrderStatus | PaymentStatus;
  currency: string;
  scheduled_delivery_date?: string | null;
  comment?: string | null;
  meta_data?: { assigned_payment: AssignedPayment };
}

export interface OrderComboRead {
  id: string;
  product_id: string;
  variant_id: string;
  product_name: string;
  variant_name: string | null;
  quantity: number;
  variant_price: number;
  modifiers_price: number;
  comment: string | null;
  modifiers: { modifier_id: string; name: string; quantity: number; price: number }[];
}

export interface OrderDiscount {
  modality: 'COUPON' | 'FIDELITY' | 'MANUAL';
  description: string;
  type: 'AMOUNT' | 'PERCENTAGE';
  value: number;
}

export interface Order {
  id: string;
  public_id: string;
  company_id: string;
  status: OrderStatus;
  payment_status: PaymentStatus | null;
  source: string;
  service_type: ServiceType;
  currency: string;
  total: number;
  combos_price: number;
  delivery_price: number;
  service_fee: number;
  combos: OrderComboRead[];
  discounts: OrderDiscount[];
  client: { name: string; phone_number: string } | null;
  client_id: string | null;
  address: ClientAddress | null;
  order_title: string | null;
  table_id: string | null;
  comment: string | null;
  scheduled_delivery_date: string | null;
  meta_data: { assigned_payment?: AssignedPayment };
  created_at: string;
  updated_at: string;
  /** Authorises the live socket (§4.3); present on the order as read. */
  live_token?: string;
}

export interface OrderSettingsEntry {
  service_fee: { value: number; optional: boolean } | null;
}

export type OrderSettings = Partial<Record<ServiceKey, OrderSettingsEntry>>;

export interface PaymentMethod {
  id: string;
  code: string;
  description: string | null;
  payment_code: string | null;
  payment_method_fee: number; // percent
  provider_id: string | null; // present means online
  provider_code: string | null;
}

export type PaymentMethods = Partial<Record<ServiceKey, PaymentMethod[]>>;

export interface ApiError {
  message: string;
  errors?: Record<string, string[]> | string[];
}
