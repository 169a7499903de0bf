// §3 Ecommerce settings: per-service settings, delivery prices and layout.
import type { LatLng } from './types-company';

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
