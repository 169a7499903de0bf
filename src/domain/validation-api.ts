// Request bodies of §7 that the checkout forms produce. The server imports these schemas
// (DESIGN rule 5) and answers a 4xx with the failures from parseBody.
import {
  array,
  boolean,
  coerce,
  enums,
  integer,
  literal,
  nullable,
  number,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
  trimmed,
  unknown,
  validate,
} from 'superstruct';
import type { Infer, Struct } from 'superstruct';
import { campaignValue } from './campaign';
import { ABUSE_REPORT, LIMITS, SERVICE_TYPES } from './constants';
import type { OrderStatus, PaymentStatus } from './types';

const id = size(string(), 1, 200);
const nonBlank = (max: number) =>
  refine(size(string(), 1, max), 'non_blank', (v) => v.trim() !== '');
const maybe = <T, S>(s: Struct<T, S>) => optional(nullable(s));
// number() lets Infinity through; the ranges below keep it out.
const latitude = refine(number(), 'latitude', (v) => v >= -90 && v <= 90);
const longitude = refine(number(), 'longitude', (v) => v >= -180 && v <= 180);

/** §7.5 client create (get or create by phone). */
export const clientCreateBody = object({
  company_id: id,
  name: nonBlank(120),
  country_calling_code: pattern(string(), /^\+?\d{1,4}$/),
  phone_number: refine(
    pattern(string(), /^\d+( \d+)*$/),
    'phone_max',
    (v) => v.length <= LIMITS.phoneMax,
  ),
});

/** §7.5 address create. */
export const addressCreateBody = object({
  client_id: id,
  address: nonBlank(300),
  area_id: maybe(size(string(), 0, 200)),
  area_name: maybe(size(string(), 0, 200)),
  complement: maybe(size(string(), 0, 300)),
  reference: maybe(size(string(), 0, 300)),
  latitude: maybe(latitude),
  longitude: maybe(longitude),
});

const ORDER_STATUSES: readonly OrderStatus[] = [
  'INITIATED',
  'PENDING',
  'PREPARING',
  'READY',
  'DRIVER_ON_THE_WAY_TO_DESTINATION',
  'DRIVER_ARRIVED_AT_DESTINATION',
  'DELIVERED',
  'FINALIZED',
  'CANCELLED',
];
const PAYMENT_STATUSES: readonly PaymentStatus[] = [
  'payment_requested',
  'failed',
  'refunded',
  'refund_pending',
];

const quantity = refine(integer(), 'quantity', (v) => v >= 1 && v <= LIMITS.maxQuantityPerItem);
/** Every integer a body carries is bounded, so none can overflow a PostgreSQL integer. */
const money = refine(integer(), 'minor_units', (v) => v >= 0 && v <= LIMITS.moneyMax);

export const orderComboBody = object({
  product_id: id,
  variant_id: id,
  quantity,
  comment: maybe(size(string(), 0, LIMITS.commentMax)),
  modifiers: size(array(object({ modifier_id: id, quantity })), 0, LIMITS.lineModifiersMax),
});

/**
 * Campaign data never refuses an order (issue [16/21]): whatever is sent is cut to UTM_MAX
 * characters, cleaned or dropped (campaign.ts), the same rule the device applies.
 */
const campaign = coerce(maybe(string()), unknown(), campaignValue);

/** §3 order create payload. delivery_price is accepted but the server recomputes it. */
export const orderCreateBody = object({
  company_id: id,
  country_code: size(string(), 2, 2),
  timezone: nonBlank(64),
  service_type: enums(SERVICE_TYPES),
  status: optional(enums(ORDER_STATUSES)),
  currency: size(string(), 3, 3),
  order_title: maybe(size(string(), 0, 200)),
  table_id: maybe(size(string(), 0, 200)),
  utm_source: campaign,
  utm_campaign: campaign,
  client_id: maybe(size(string(), 0, 200)),
  address_id: maybe(size(string(), 0, 200)),
  delivery_price: optional(money),
  combos: size(array(orderComboBody), 1, LIMITS.orderLinesMax),
});

export const assignedPaymentBody = object({
  payment_method_id: id,
  payment_method_code: nonBlank(64),
  payment_method_description: nullable(size(string(), 0, 500)),
  payment_method_payment_code: nullable(size(string(), 0, 200)),
  fee_amount: money,
  bill_amount: money,
  received_amount: optional(money),
  tip_type: optional(size(string(), 0, 32)),
  tip_value: optional(money),
});

/** §3: 'yyyy-MM-ddTHH:mm:ss+00:00', always UTC. */
export const SCHEDULED_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/;

/** The comment joins additional info (80) and order comments (120) with ' - ' (§3). */
const UPDATE_COMMENT_MAX = LIMITS.additionalInfoMax + 3 + LIMITS.commentMax;

/** §3 order update payload. */
export const orderUpdateBody = object({
  timezone: nonBlank(64),
  status: optional(enums([...ORDER_STATUSES, ...PAYMENT_STATUSES])),
  currency: size(string(), 3, 3),
  scheduled_delivery_date: maybe(pattern(string(), SCHEDULED_DATE_PATTERN)),
  comment: maybe(size(string(), 0, UPDATE_COMMENT_MAX)),
  meta_data: optional(object({ assigned_payment: assignedPaymentBody })),
  /** The diner opts out of an optional service fee (true) or takes it back (false); ours. */
  remove_service_fee: optional(boolean()),
  /** The table code, placing a round onto a tab that has one (issue [17/21]); ours. */
  tab_code: optional(nullable(size(string(), 0, 16))),
});

/** The storefront sends an untouched optional field as '' : it means "not given". */
const blankAsNull = <T>(struct: Struct<T>): Struct<T | null> =>
  coerce(nullable(struct), literal(''), () => null);

const abuseEmail = size(
  pattern(trimmed(string()), /^[^\s@]+@[^\s@]+\.[^\s@]+$/),
  3,
  ABUSE_REPORT.emailMax,
);

const httpUrl = refine(size(trimmed(string()), 1, ABUSE_REPORT.urlMax), 'http url', (value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
});

/**
 * §7.1 site-abuse-report. The spec does not show the body; these fields and the limits in
 * ABUSE_REPORT are ours, and the storefront's form and the server both use them.
 */
export const abuseReportBody = object({
  company_id: id,
  reason: enums(ABUSE_REPORT.reasons),
  description: size(trimmed(string()), ABUSE_REPORT.descriptionMin, ABUSE_REPORT.descriptionMax),
  email: optional(blankAsNull(abuseEmail)),
  url: optional(blankAsNull(httpUrl)),
});

export type ClientCreateBody = Infer<typeof clientCreateBody>;
export type AddressCreateBody = Infer<typeof addressCreateBody>;
export type OrderCreateBody = Infer<typeof orderCreateBody>;
export type OrderUpdateBody = Infer<typeof orderUpdateBody>;
export type AbuseReportBody = Infer<typeof abuseReportBody>;

export type ParsedBody<T> =
  { ok: true; value: T } | { ok: false; message: string; errors: Record<string, string[]> };

/**
 * Validates a body, applying the schemas' coercions (trim, '' as not given) as the server does.
 * Failures are keyed by dotted path ('combos.0.quantity'), ready for a 4xx.
 */
export function parseBody<T, S>(schema: Struct<T, S>, body: unknown): ParsedBody<T> {
  const [error, value] = validate(body, schema, { coerce: true });
  if (!error) return { ok: true, value };
  // A null prototype: a failure keyed '__proto__' or 'constructor' must not reach Object.prototype.
  const errors = Object.create(null) as Record<string, string[]>;
  for (const f of error.failures()) {
    const key = f.path.length > 0 ? f.path.map(String).join('.') : '_body';
    (errors[key] ??= []).push(f.refinement ? `failed ${f.refinement}` : f.message);
  }
  return { ok: false, message: 'Invalid request body', errors };
}
