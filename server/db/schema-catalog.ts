// Row shapes of the company and catalogue tables (migration 0001). See schema.ts.
import type { Generated } from 'kysely';
import type { Flag, JsonText } from './schema';

export interface CompaniesTable {
  id: string;
  token: string;
  name: string;
  industry: string;
  menu_type: string | null;
  language: string;
  timezone: string;
  logo_url: string | null;
  logo_thumbnail_url: string | null;
  address_enabled: Flag;
  address: string | null;
  city: string | null;
  /** State, province, emirate … (migration 0008); null when unset. */
  region: string | null;
  /** Postal code as the owner writes it (migration 0008); null when unset. */
  postal_code: string | null;
  latitude: number | null;
  longitude: number | null;
  country_code: string;
  country_name: string;
  time_format: string;
  whatsapp: string | null;
  currency: JsonText;
  /** Bare lower-case host name of the custom domain, e.g. menu.example.com. */
  domain_url: string | null;
  domain_registration_status: string | null;
  business_hours_settings: JsonText;
  settings: JsonText;
  current_subscriptions: JsonText;
  highest_plan: string | null;
  reseller_id: string | null;
  receives_orders_outside_delivery_range: Flag;
  address_google_validation: Flag;
  delivery_districts: JsonText;
  delivery_ranges: JsonText;
  delivery_areas: JsonText;
  google_ratings_count: number;
  coupon_published: JsonText;
  landing_contents: JsonText;
  /** {facebook, instagram, tiktok, tripadvisor}, each {url} or null. */
  social_links: JsonText;
  menu_enabled: Flag;
  staff_password_hash: string | null;
  /** The back office's login (migration 0006); null until one is set. */
  owner_password_hash: string | null;
  /** Bumped on every catalogue or settings change, so prepared responses can be keyed by it. */
  catalog_version: number;
  created_at: string;
  updated_at: string;
}

export interface EcommerceSettingsTable {
  company_id: string;
  settings: JsonText;
  updated_at: string;
}

export interface CategoriesTable {
  id: string;
  company_id: string;
  name: string;
  position: number;
  /** Row version for the back office's compare-and-set writes (migration 0006), from 1. */
  version: number;
  /** 0 hides the category and its products from the storefront (migration 0006). */
  visible: Flag;
}

export interface ProductsTable {
  id: string;
  company_id: string;
  category_id: string;
  name: string;
  description: string;
  visible: Flag;
  stock_enabled: Flag;
  /** ProductImage[] */
  images: JsonText;
  position: number;
  /** Row version for the back office's compare-and-set writes (migration 0007), from 1. */
  version: Generated<number>;
}

export interface ProductVariantsTable {
  id: string;
  company_id: string;
  product_id: string;
  name: string | null;
  price: number | null;
  original_price: number | null;
  selected: Flag;
  stock: number;
  stock_consumed: number;
  stock_starts_empty: Flag;
  position: number;
}

export interface ModifierGroupsTable {
  id: string;
  company_id: string;
  name: string;
  min: number;
  max: number;
  required: Flag;
  /** Row version for the back office's compare-and-set writes (migration 0007), from 1. */
  version: Generated<number>;
}

export interface ModifiersTable {
  id: string;
  company_id: string;
  group_id: string;
  name: string;
  price: number;
  position: number;
}

export interface ProductModifierGroupsTable {
  company_id: string;
  product_id: string;
  group_id: string;
  position: number;
}

export interface QrsTable {
  id: string;
  company_id: string;
  name: string;
  zone_name: string | null;
  ordering_type: string;
  /** Row version for the back office's compare-and-set writes (migration 0007), from 1. */
  version: Generated<number>;
}

export interface CouponsTable {
  id: string;
  company_id: string;
  code: string;
  discount_type: string;
  value: number;
  usage_limit: number;
  coupons_used: number;
  min_amount: number;
  published: Flag;
  active: Flag;
  start_date: string | null;
  end_date: string | null;
  /** Row version for the back office's compare-and-set writes (migration 0007), from 1. */
  version: Generated<number>;
}

export interface LoyaltySettingsTable {
  company_id: string;
  active: Flag;
  points_per_unit: number | null;
}

export interface LoyaltyRewardsTable {
  id: string;
  company_id: string;
  name: string;
  required_points: number;
  discount_type: string;
  value: number;
  position: number;
  /** Row version for the back office's compare-and-set writes (migration 0007), from 1. */
  version: Generated<number>;
}
