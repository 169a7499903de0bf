// §3 Orders, order settings and payment methods, as the §7 API carries them.
import type { ServiceKey, ServiceType } from './types-company';
import type { ClientAddress } from './types-catalog';
import type { ErrorCode, ErrorParams, StockShortage } from './error-codes';

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

/**
 * §4.2 payment statuses, plus 'paid' (an online payment the provider confirmed, or a Pix the staff
 * confirmed): docs/decisions.md. An online order waits in 'payment_requested' for its outcome.
 */
export type PaymentStatus = 'payment_requested' | 'paid' | 'failed' | 'refunded' | 'refund_pending';

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
  /** Ours (issue [17/21]): the table code, for a round onto a tab that requires one. */
  tab_code?: string | null;
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
  /** Ours: the diner removes an optional service fee (true) or takes it back (false). */
  remove_service_fee?: boolean;
  /** Ours (issue [17/21]): the table code, placing a round onto a tab that requires one. */
  tab_code?: string | null;
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
  /** When the order left INITIATED (§4.5 placement); null while it is a draft (a quote). */
  placed_at: string | null;
  /** Loyalty points this order earned (once, on FINALIZED); 0 until then. */
  loyalty_points_earned: number;
  /** Authorises the live socket (§4.3); present on the order as read. */
  live_token?: string;
  /** The diner's rating, on the kitchen board's rated orders only (issue [16/21] item 10). */
  rating?: { rating: number; comment: string | null } | null;
  /**
   * The table's tab this order is a round of, on the storefront's order answers (issue [17/21]):
   * null for a draft and for an order that is not a round.
   */
  tab?: OrderTab | null;
}

/** A round's tab: its public id, and its table code while it is open (null: it has none). */
export interface OrderTab {
  id: string;
  code: string | null;
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
  /** Stable, machine-readable reason (src/domain/error-codes.ts); the storefront localizes it. */
  code?: ErrorCode;
  errors?: Record<string, string[]> | string[];
  /** Values for the localized message (money in minor units). */
  params?: ErrorParams;
  /** For `out_of_stock`: each short item with what is left. */
  items?: StockShortage[];
}
