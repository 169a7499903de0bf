// What a kitchen card shows besides the items and the wait: the amount the diner pays (the §5.6
// checkout total, from the bill rule the tracking page uses too), the tip, the cash
// handed over with the change to give, and the phone as a tel: link.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { billOf } from '../../domain/bill';
import type { BillOrder } from '../../domain/bill';
import { PAYMENT_METHOD_CASH } from '../../domain/constants';

export interface CardMoney {
  /** What the diner pays: order total + tip + payment fee. */
  paid: number;
  tip: number;
  paymentFee: number;
  /** Cash only: what the diner hands over, and the change to give back (null when short). */
  cash: { received: number; change: number | null } | null;
}

/** The card's money, from the bill rule the tracking page shows too (src/domain/bill.ts). */
export function cardMoney(order: BillOrder): CardMoney {
  const payment = order.meta_data?.assigned_payment;
  const { paid, tip, paymentFee } = billOf(order);
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
