// The table's tab as the phones read it (issue [17/21], docs/api.md "The table's tab"): checked
// when it arrives and when a kept copy is read back offline (DESIGN rule 5). Fields added by later
// slices (the code, payments, split, claims) are optional, so an older server's answer and an
// older kept copy still read.
import {
  array,
  boolean,
  enums,
  integer,
  is,
  literal,
  nullable,
  number,
  optional,
  string,
  type,
  union,
  unknown,
} from 'superstruct';
import type { Infer } from 'superstruct';

const Modifier = type({ name: string(), quantity: number(), price: number() });

const Claim = optional(nullable(union([literal('held'), literal('paid')])));

const Item = type({
  id: string(),
  product_name: string(),
  variant_name: nullable(string()),
  quantity: integer(),
  unit_price: integer(),
  comment: nullable(string()),
  modifiers: array(Modifier),
  claim: Claim,
});

const Round = type({
  order_id: string(),
  public_id: string(),
  placed_at: string(),
  status: string(),
  payment_status: nullable(string()),
  client_name: nullable(string()),
  total: integer(),
  items: array(Item),
});

export const TAB_PAYMENT_STATUSES = [
  'pending',
  'awaiting_staff',
  'succeeded',
  'failed',
  'expired',
  'refunded',
] as const;

const Payment = type({
  id: string(),
  kind: string(),
  amount: integer(),
  tip: integer(),
  status: enums(TAB_PAYMENT_STATUSES),
  method: string(),
  item_ids: optional(array(string())),
  created_at: string(),
});

const Split = type({ people: integer(), shares: array(integer()), paid_shares: integer() });

export const TabViewShape = type({
  id: string(),
  qr_id: string(),
  opened_at: string(),
  rounds: array(Round),
  total: integer(),
  paid: integer(),
  balance: integer(),
  balance_state: enums(['UNPAID', 'PARTIAL', 'PAID', 'OVERPAID'] as const),
  held: optional(integer()),
  payments: optional(array(Payment)),
  split: optional(nullable(Split)),
  code_required: optional(boolean()),
  code: optional(nullable(string())),
});

export type TabView = Infer<typeof TabViewShape>;
export type TabRound = TabView['rounds'][number];
export type TabItem = TabRound['items'][number];
export type TabPaymentSummary = NonNullable<TabView['payments']>[number];
export type TabPaymentStatus = (typeof TAB_PAYMENT_STATUSES)[number];

export const isTabView = (value: unknown): value is TabView => is(value, TabViewShape);

/** One phone's payment as its payer reads it: `payment` is the provider's form data, if online. */
const TabPaymentShape = type({
  id: string(),
  kind: string(),
  amount: integer(),
  tip: integer(),
  status: enums(TAB_PAYMENT_STATUSES),
  method: string(),
  expires_at: optional(nullable(string())),
  payment: optional(unknown()),
});

export type TabPayment = Infer<typeof TabPaymentShape>;

export const isTabPayment = (value: unknown): value is TabPayment => is(value, TabPaymentShape);

/** What one line of a round costs: its unit price (modifiers included) times its quantity. */
export const itemTotal = (item: Pick<TabItem, 'unit_price' | 'quantity'>): number =>
  item.unit_price * item.quantity;

/** Whether a payment still holds part of the balance (the payer has not finished yet). */
export const paymentHolds = (status: TabPaymentStatus): boolean =>
  status === 'pending' || status === 'awaiting_staff';

/** A payment that has come to its end: the screen stops following it. */
export const paymentSettled = (status: TabPaymentStatus): boolean => !paymentHolds(status);
