// What a kitchen card shows besides the items and the wait: the amount the diner pays (the §5.6 checkout total, from the same domain rule the checkout uses), the tip, the cash
// handed over with the change to give, and the phone as a tel: link.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { PAYMENT_METHOD_CASH } from '../../domain/constants';
import { checkoutTotal } from '../../domain/pricing';
import type { Order } from '../../domain/types';

export interface CardMoney {
  /** What the diner pays: order total + tip + payment fee. */
  paid: number;
  tip: number;
  paymentFee: number;
  /** Cash only: what the diner hands over, and the change to give back (null when short). */
  cash: { received: number; change: number | null } | null;
}

const amount = (value: number | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

export function cardMoney(order: Pick<Order, 'total' | 'meta_data'>): CardMoney {
  const payment = order.meta_data?.assigned_payment;
  const tip = amount(payment?.tip_value);
  const paymentFee = amount(payment?.fee_amount);
  // The server only stores a tip where tips are on, so a stored tip always counts.
  const paid = checkoutTotal({ orderTotal: order.total, tip, tipsActive: true, paymentFee });
  const received =
    payment?.payment_method_code === PAYMENT_METHOD_CASH &&
    typeof payment.received_amount === 'number'
      ? payment.received_amount
      : null;
  return {
    paid,
    tip,
    paymentFee,
    cash:
      received === null ? null : { received, change: received >= paid ? received - paid : null },
  };
}

export interface PhoneLink {
  text: string;
  href: string;
}

/** '+12025550143' → '+1 202 555 0143' and 'tel:+12025550143'; null when there is no number. */
export function phoneLink(phone: string | null | undefined): PhoneLink | null {
  const raw = (phone ?? '').trim();
  if (raw === '') return null;
  const parsed = parsePhoneNumberFromString(raw);
  if (parsed) return { text: parsed.formatInternational(), href: parsed.getURI() };
  const dialable = raw.replace(/[^\d+]/g, '');
  return dialable === '' ? null : { text: raw, href: `tel:${dialable}` };
}
