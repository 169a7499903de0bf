// Every refusal the API answers carries one of these stable codes (issue [7/13]). The server
// picks the code; the storefront shows `errors.{code}` in the diner's language, filling in
// `params`. Messages stay English for logs and API users; the code is the contract.

export const ERROR_CODES = [
  // The request itself
  'invalid_request',
  'invalid_body',
  'payload_too_large',
  'not_found',
  'company_not_found',
  'order_not_found',
  'client_not_found',
  'client_secret_invalid',
  'idempotency_key_invalid',
  'idempotency_key_reused',
  'idempotency_in_progress',
  'rate_limited',
  // Whether the store takes the order
  'menu_readonly',
  'monthly_limit_reached',
  'no_chat_number',
  'service_inactive',
  'service_paused',
  'store_closed',
  'schedule_invalid',
  'schedule_not_offered',
  'schedule_in_past',
  'schedule_outside_hours',
  'schedule_unavailable',
  'order_already_placed',
  'order_status_not_allowed',
  // The items
  'out_of_stock',
  'item_unavailable',
  'item_options_invalid',
  'item_quantity_invalid',
  // Who and where
  'qr_unknown',
  'qr_service_mismatch',
  'client_required',
  'client_unknown',
  'company_mismatch',
  'phone_invalid',
  'address_required',
  'address_unknown',
  'address_no_location',
  'address_coordinates_incomplete',
  'location_required',
  'outside_delivery_area',
  'geocoding_unavailable',
  'place_not_found',
  'below_delivery_minimum',
  // Payment
  'payment_method_unknown',
  'payment_method_required',
  'tips_not_accepted',
  'cash_below_bill',
  'service_fee_not_optional',
  'payment_unavailable',
  'payment_amount_changed',
  'payment_in_progress',
  'payment_not_found',
  'payment_not_online',
  'webhook_invalid',
  // Discounts
  'coupon_unknown',
  'coupon_inactive',
  'coupons_unpublished',
  'coupon_used_up',
  'coupon_min_amount',
  'loyalty_inactive',
  'reward_unknown',
  'reward_points_short',
  'reward_other_client',
  // Ratings
  'rating_not_allowed',
  'rating_exists',
  // Staff (kitchen, later the back office)
  'unauthorized',
  'wrong_password',
  'forbidden',
  'transition_not_allowed',
  // The back office's edits
  'edit_conflict',
  'category_exists',
  'category_not_empty',
  'coupon_exists',
  'domain_taken',
  'unsupported_image',
  'image_too_large',
  'too_many_images',
  'nothing_to_undo',
  'table_exists',
  // The table's tab (issue [17/21])
  'tab_not_found',
  'tab_code_required',
  'tab_code_wrong',
  'tab_code_attempts',
  'tab_request_repeated',
  'tab_not_paid',
  'tab_round_paid',
  // Paying the tab (issue [17/21])
  'tab_balance_taken',
  'tab_item_claimed',
  'tab_split_missing',
  'tab_split_started',
  'tab_payment_not_found',
  'tab_payment_not_awaiting',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** One line of an `out_of_stock` refusal: what was asked and what is left now. */
export interface StockShortage {
  product_id: string;
  variant_id: string;
  name: string;
  variant_name: string | null;
  requested: number;
  available: number;
}

/** Values a message may need. Money is in minor units, to be formatted in the company currency. */
export type ErrorParams = Record<string, string | number>;
