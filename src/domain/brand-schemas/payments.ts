// The payment methods section: every service's methods in order, offline ones known by their
// code and online ones tied to the provider that takes the payment.
import { array, boolean, enums, nullable, number, object, refine, size, string } from 'superstruct';
import type { Infer } from 'superstruct';
import type { ServiceKey } from '../types';
import { SectionVersionNumber, optionalText } from './core';
import { pathIn } from './refine';

export const SERVICE_KEYS: readonly ServiceKey[] = ['table', 'onsite', 'takeaway', 'delivery'];

/**
 * Offline methods the checkout knows by code (src/features/checkout/summary/payment-labels.ts
 * translates cash, card, pix and wallet); 'other' is any other method, shown to diners by the
 * description the owner writes.
 */
export const OFFLINE_METHOD_CODES = ['cash', 'card', 'pix', 'wallet', 'other'] as const;
export type OfflineMethodCode = (typeof OFFLINE_METHOD_CODES)[number];
/** Codes the checkout names itself; any other method is shown by its description. */
export const KNOWN_METHOD_CODES: readonly string[] = ['cash', 'card', 'pix', 'wallet'];

export const METHOD_DESCRIPTION_MAX = 300;
export const METHOD_PAYMENT_CODE_MAX = 200;

/** A fee in percent of the order total: 0–100, at most two decimals. */
export const FeePercent = refine(number(), 'fee', (value) =>
  Number.isFinite(value) && value >= 0 && value <= 100 && Math.round(value * 100) === value * 100
    ? true
    : 'must be a percentage between 0 and 100 with at most two decimals',
);

export const PaymentMethodEntry = object({
  /** Null for a method added in this edit. */
  id: nullable(size(string(), 1, 200)),
  kind: enums(['offline', 'online']),
  code: size(string(), 1, 40),
  description: optionalText(METHOD_DESCRIPTION_MAX),
  payment_code: optionalText(METHOD_PAYMENT_CODE_MAX),
  fee: FeePercent,
  /** Online only: the configured provider that takes the payment. */
  provider_id: nullable(size(string(), 1, 200)),
  enabled: boolean(),
});
export type PaymentMethodEntry = Infer<typeof PaymentMethodEntry>;

const serviceList = refine(array(PaymentMethodEntry), 'methods', (list, ctx) => {
  const at = (index: number, field: string, message: string) => ({
    path: pathIn(ctx, index, field),
    message,
  });
  if (list.length > 30) return 'at most 30 methods';
  const problems: { path: unknown[]; message: string }[] = [];
  for (const [index, method] of list.entries()) {
    if (method.kind === 'offline') {
      if (!/^[a-z][a-z0-9_]{0,39}$/.test(method.code))
        problems.push(at(index, 'code', 'must be lower-case letters, digits or _'));
      if (method.provider_id !== null)
        problems.push(at(index, 'provider_id', 'offline methods have no provider'));
      if (!KNOWN_METHOD_CODES.includes(method.code) && method.description === null)
        problems.push(at(index, 'description', 'name the method for diners'));
    } else if (method.provider_id === null)
      problems.push(at(index, 'provider_id', 'is required for an online method'));
  }
  const ids = list.flatMap((m) => (m.id === null ? [] : [m.id]));
  if (new Set(ids).size !== ids.length) return 'a method is listed twice';
  return problems.length > 0 ? problems : true;
});

export const PaymentsValue = object({
  table: serviceList,
  onsite: serviceList,
  takeaway: serviceList,
  delivery: serviceList,
});
export type PaymentsValue = Infer<typeof PaymentsValue>;

export const PaymentsBody = object({ version: SectionVersionNumber, value: PaymentsValue });
