// §2.10 CHECKOUT_STEP_ORDER_SUMMARY as pure helpers: the numbers the summary shows, the tip
// options, the delivery-time slots and the §3 update payload. Every price rule comes from
// pricing.ts / order-totals.ts; this module only puts them together for one screen.
import { dayPart } from './day-parts';
import type { DayPart } from './day-parts';
import { OFFLINE_PAYMENT_STATUS } from './constants';
import { formatWallTime, nextOpening, openSlots } from './hours';
import { addDays, localDate, resolveTimeZone, zoneOffset } from './hours-time';
import { computeOrderTotals } from './order-totals';
import {
  assignedPaymentFields,
  checkoutTotal,
  isFreeDeliveryOrder,
  isOnlineMethod,
  paymentFee,
  serviceFeeOf,
  serviceFeeRemovable,
  tipAmount,
} from './pricing';
import type { TipChoice } from './pricing';
import type {
  BusinessHours,
  DeliverySettings,
  Order,
  OrderSettingsEntry,
  OrderUpdatePayload,
  PaymentMethod,
  TimeFormat,
  TipSettings,
} from './types';
// Kept with the other tip and payment rules in pricing.ts (the table's tab uses them without
// the checkout's slots and hours); re-exported for the checkout's imports.
export { isOnlineMethod, tipOptions, tipsVisible } from './pricing';
export type { TipOption } from './pricing';

export type DeliveryChip = 'free' | 'to_be_defined' | null;

export interface SummaryInput {
  order: Pick<
    Order,
    'service_type' | 'total' | 'combos_price' | 'delivery_price' | 'service_fee' | 'discounts'
  > & { combos: Pick<Order['combos'][number], 'quantity' | 'variant_price' | 'modifiers_price'>[] };
  delivery: Pick<DeliverySettings, 'prices' | 'minimum_amount_for_free'>;
  tipsActive: boolean;
  tip: number;
  paymentMethod: Pick<PaymentMethod, 'payment_method_fee'> | null;
}

export interface SummaryView {
  itemsCount: number;
  itemsTotal: number;
  discount: number;
  deliveryPrice: number;
  deliveryChip: DeliveryChip;
  serviceFee: number;
  tip: number;
  paymentFee: number;
  /** What the customer pays: the §5.6 checkout total. */
  total: number;
}

export function itemsCount(combos: readonly { quantity: number }[]): number {
  return combos.reduce((sum, c) => sum + (c.quantity > 0 ? c.quantity : 0), 0);
}

/** §2.10 'account summary' chip: only a DELIVERY order whose delivery_price is 0 has one. */
export function deliveryChip(
  order: Pick<Order, 'service_type' | 'delivery_price' | 'combos_price'>,
  delivery: Pick<DeliverySettings, 'prices' | 'minimum_amount_for_free'>,
): DeliveryChip {
  if (order.service_type !== 'DELIVERY' || order.delivery_price !== 0) return null;
  return isFreeDeliveryOrder(order, delivery) ? 'free' : 'to_be_defined';
}

/** The order summary info block (§2.10 block 2) from the server's order. */
export function summaryView(input: SummaryInput): SummaryView {
  const { order } = input;
  // The discount is derived with the same rule the server priced the order with.
  const { discount_amount } = computeOrderTotals({
    combos: order.combos.map((c) => ({
      variantPrice: c.variant_price,
      modifiersPrice: c.modifiers_price,
      quantity: c.quantity,
    })),
    deliveryPrice: order.delivery_price,
    serviceFee: order.service_fee,
    discounts: order.discounts,
  });
  const tip = input.tipsActive ? input.tip : 0;
  const fee = paymentFee(input.paymentMethod?.payment_method_fee ?? 0, order.total);
  return {
    itemsCount: itemsCount(order.combos),
    itemsTotal: order.combos_price,
    discount: discount_amount,
    deliveryPrice: order.delivery_price,
    deliveryChip: deliveryChip(order, input.delivery),
    serviceFee: order.service_fee,
    tip,
    paymentFee: fee,
    total: checkoutTotal({
      orderTotal: order.total,
      tip,
      tipsActive: input.tipsActive,
      paymentFee: fee,
    }),
  };
}

/** The tip of a choice, in minor units (0 when tips are off). */
export function chosenTip(
  tip: TipSettings | null | undefined,
  choice: TipChoice,
  itemsTotal: number,
): number {
  return tipAmount(tip, choice, itemsTotal);
}

export interface ServiceFeeBlock {
  percent: number;
  /** The diner may remove it (pricing.ts serviceFeeRemovable). */
  optional: boolean;
  /** The order is priced without it: the diner removed it (issue [16/21] item 5). */
  removed: boolean;
}

/**
 * §2.10 block 1: the service fee entry shows when a fee is configured above 0. Whether the diner
 * removed it is read from the order itself (the server's, or the device's offline), so the
 * checkbox always agrees with the totals: a fee the settings price above 0 that the order
 * does not carry was removed.
 */
export function serviceFeeBlock(
  entry: OrderSettingsEntry | null | undefined,
  order?: Pick<Order, 'service_fee' | 'combos_price'> | null,
): ServiceFeeBlock | null {
  const fee = entry?.service_fee;
  if (!fee || !(fee.value > 0)) return null;
  const removed =
    order !== null &&
    order !== undefined &&
    order.service_fee === 0 &&
    serviceFeeOf(entry, order.combos_price) > 0;
  return { percent: fee.value, optional: serviceFeeRemovable(entry), removed };
}

export interface PaymentGroups {
  online: PaymentMethod[];
  offline: PaymentMethod[];
  /** 'Pay online' and 'Other methods' tabs show only when both kinds exist. */
  tabs: boolean;
}

export function paymentGroups(methods: readonly PaymentMethod[]): PaymentGroups {
  const online = methods.filter(isOnlineMethod);
  const offline = methods.filter((m) => !isOnlineMethod(m));
  return { online, offline, tabs: online.length > 0 && offline.length > 0 };
}

/** §3: the additional info and the order comment joined with ' - '; null when both are empty. */
export function orderComment(additionalInfo: string | null, comment: string | null): string | null {
  const parts = [additionalInfo, comment].map((p) => (p ?? '').trim()).filter((p) => p !== '');
  return parts.length > 0 ? parts.join(' - ') : null;
}

/** §3 scheduled_delivery_date: the instant in UTC as yyyy-MM-ddTHH:mm:ss+00:00. */
export function scheduledDeliveryDate(instant: Date): string {
  return `${instant.toISOString().slice(0, 19)}+00:00`;
}

export interface OrderUpdateInput {
  timezone: string;
  currency: string;
  method: PaymentMethod;
  /** The scheduled instant, or null for "as soon as possible". */
  scheduledFor: Date | null;
  additionalInfo: string | null;
  comment: string | null;
  tip: number;
  tipType: string | null;
  feeAmount: number;
  /** The checkout total (§5.6). */
  billAmount: number;
  /** Cash only: what the customer will pay with. */
  receivedAmount: number | null;
  /** The diner removed an optional service fee: sent so a queued order keeps the choice. */
  removeServiceFee?: boolean;
}

/** The §3 update payload for the order summary submit (§4.5 status rule). */
export function orderUpdatePayload(input: OrderUpdateInput): OrderUpdatePayload {
  const payload: OrderUpdatePayload = {
    timezone: input.timezone,
    currency: input.currency,
    scheduled_delivery_date: input.scheduledFor ? scheduledDeliveryDate(input.scheduledFor) : null,
    comment: orderComment(input.additionalInfo, input.comment),
    meta_data: {
      assigned_payment: assignedPaymentFields({
        method: input.method,
        feeAmount: input.feeAmount,
        billAmount: input.billAmount,
        receivedAmount: input.receivedAmount,
        tip: input.tip,
        tipType: input.tipType,
      }),
    },
  };
  if (input.removeServiceFee === true) payload.remove_service_fee = true;
  if (!isOnlineMethod(input.method)) payload.status = OFFLINE_PAYMENT_STATUS;
  return payload;
}

/** Cash 'amount you will pay with': optional, but when given it must cover the total. */
export function receivedAmountError(received: number | null, total: number): 'too_low' | null {
  if (received === null) return null;
  return received < total ? 'too_low' : null;
}

export interface DeliverySlot {
  /** The instant, as sent in scheduled_delivery_date. */
  value: string;
  /** The company's local day: today, tomorrow, or a later date (then shown as a date). */
  day: 'today' | 'tomorrow' | 'date';
  /** yyyy-MM-dd in the company timezone. */
  date: string;
  /** Wall-clock time in the company timezone, the diner's locale and the country's clock. */
  time: string;
  /** The part of the company's day it falls in, which groups a long day's times. */
  part: DayPart;
}

const SLOT_DAYS = 2;
const SLOT_STEP_MINUTES = 15;

/**
 * §2.10 block 4: every 15 minutes inside opening hours, over today and tomorrow. A store closed
 * for both days (the taqueria demo) offers the two days from its next opening instead, so a
 * scheduled order is always possible while the hours open at all.
 */
export function deliverySlots(
  hours: BusinessHours | null | undefined,
  timeZone: string,
  now: Date,
  timeFormat: TimeFormat,
  locale: string,
): DeliverySlot[] {
  const zone = resolveTimeZone(timeZone);
  const today = localDate(now, zone);
  const tomorrow = addDays(today, 1);
  return slotInstants(hours, zone, now).map((instant) => {
    const ms = instant.getTime();
    const wall = new Date(ms + zoneOffset(zone, ms));
    const date = wall.toISOString().slice(0, 10);
    return {
      value: scheduledDeliveryDate(instant),
      day: date === today ? 'today' : date === tomorrow ? 'tomorrow' : 'date',
      date,
      time: formatWallTime(
        { hours: wall.getUTCHours(), minutes: wall.getUTCMinutes() },
        locale,
        timeFormat,
      ),
      part: dayPart(wall.getUTCHours()),
    };
  });
}

/** The instants deliverySlots offers (the labels aside). */
function slotInstants(hours: BusinessHours | null | undefined, zone: string, now: Date): Date[] {
  const instants = openSlots(hours, zone, now, SLOT_DAYS, SLOT_STEP_MINUTES);
  if (instants.length > 0) return instants;
  const next = nextOpening(hours, zone, now);
  return next ? openSlots(hours, zone, next, SLOT_DAYS, SLOT_STEP_MINUTES) : [];
}

/**
 * Whether a scheduled_delivery_date is one of the slots the picker offers now: the server
 * accepts only these (issue [8/13]), so no order is scheduled for 2099 or for 12:07.
 */
export function isOfferedSlot(
  hours: BusinessHours | null | undefined,
  timeZone: string,
  now: Date,
  value: string,
): boolean {
  const at = slotInstant(value);
  if (!at) return false;
  return slotInstants(hours, resolveTimeZone(timeZone), now).some(
    (slot) => slot.getTime() === at.getTime(),
  );
}

/** Reads a slot value back; null when it is not one of ours. */
export function slotInstant(value: string | null | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms);
}
