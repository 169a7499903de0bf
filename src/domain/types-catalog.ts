// §3 Catalogue, QR, coupons, loyalty and clients.
import type { ServiceType } from './types-company';

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
  /**
   * Issued once to the device that asked (issue [8/13]); sent back as X-Client-Secret, it shows
   * that device its own view of the client. Never stored by the server in clear.
   */
  client_secret?: string;
}
