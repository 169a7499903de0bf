// Row shapes of the client, order and bookkeeping tables (migration 0002). See schema.ts.
import type { Generated } from 'kysely';
import type { Flag, JsonText } from './schema';

export interface ClientsTable {
  id: string;
  company_id: string;
  name: string;
  email: string | null;
  /** E.164; unique per company. */
  phone_number: string;
  source: string | null;
  available_points: number;
  created_at: string;
}

export interface ClientAddressesTable {
  id: string;
  company_id: string;
  client_id: string;
  address: string;
  complement: string | null;
  reference: string | null;
  area_id: string | null;
  area_name: string | null;
  latitude: number | null;
  longitude: number | null;
  created_at: string;
  /** The device that saved it (null: saved before devices existed, the owner's). */
  device_id: string | null;
  /** Set when the device went past its address limit: gone from its list, kept for orders. */
  hidden_at: string | null;
}

/** A device holding a secret for a client (migration 0004). */
export interface ClientDevicesTable {
  id: string;
  company_id: string;
  client_id: string;
  secret_hash: string;
  name: string;
  is_owner: Flag;
  created_at: string;
}

export interface OrdersTable {
  id: string;
  company_id: string;
  public_id: string;
  status: string;
  payment_status: string | null;
  source: string;
  service_type: string;
  currency: string;
  country_code: string | null;
  timezone: string | null;
  total: number;
  combos_price: number;
  delivery_price: number;
  service_fee: number;
  /** OrderDiscount[] */
  discounts: JsonText;
  client_id: string | null;
  client_name: string | null;
  client_phone: string | null;
  address_id: string | null;
  order_title: string | null;
  table_id: string | null;
  comment: string | null;
  utm_source: string | null;
  utm_campaign: string | null;
  scheduled_delivery_date: string | null;
  meta_data: JsonText;
  idempotency_key: string | null;
  created_at: string;
  updated_at: string;
  /** Set when the order leaves INITIATED (§4.5 placement); null for a draft. */
  placed_at: string | null;
  loyalty_points_earned: number;
  /** JSON of what the placement took (server/orders/placement.ts); null when nothing is held. */
  placement: JsonText | null;
  /** The table's tab this order is a round of (migration 0012); null for any other order. */
  tab_id: Generated<string | null>;
}

export interface OrderItemsTable {
  id: string;
  company_id: string;
  order_id: string;
  product_id: string;
  variant_id: string;
  product_name: string;
  variant_name: string | null;
  quantity: number;
  variant_price: number;
  modifiers_price: number;
  comment: string | null;
  position: number;
}

export interface OrderItemModifiersTable {
  id: string;
  company_id: string;
  order_item_id: string;
  modifier_id: string;
  name: string;
  quantity: number;
  price: number;
}

export interface OrderSettingsTable {
  company_id: string;
  /** Lower-cased service type: table, onsite, takeaway, delivery. */
  service_key: string;
  service_fee_value: number | null;
  service_fee_optional: Flag;
}

export interface PaymentMethodsTable {
  id: string;
  company_id: string;
  service_key: string;
  code: string;
  description: string | null;
  payment_code: string | null;
  payment_method_fee: number;
  provider_id: string | null;
  provider_code: string | null;
  position: number;
}

export interface CompanyVisitsTable {
  company_id: string;
  date: string;
  count: number;
}

/** A device already counted for a company and local day (issue [16/21] item 17). */
export interface CompanyVisitDevicesTable {
  company_id: string;
  date: string;
  device: string;
}

export interface AbuseReportsTable {
  id: string;
  company_id: string | null;
  reason: string;
  description: string | null;
  email: string | null;
  url: string | null;
  created_at: string;
}

export interface OrderRatingsTable {
  id: string;
  company_id: string;
  order_id: string;
  rating: number;
  comment: string | null;
  created_at: string;
}

export interface IdempotencyKeysTable {
  company_id: string;
  key: string;
  request_hash: string;
  response_status: number | null;
  response_body: string | null;
  created_at: string;
}

/** Orders placed per company and calendar month ('yyyy-MM' in the company's timezone). */
export interface MonthlyOrderCountsTable {
  company_id: string;
  month: string;
  count: number;
}

export interface KitchenSessionsTable {
  id: string;
  company_id: string;
  expires_at: string;
  created_at: string;
}
