// Editing the payment methods section (issue [11/13]): pure moves over one service's list, so the
// screen only renders. Enabled methods are what diners see, in this order.
import type { PaymentMethodEntry, PaymentsValue } from '../../../../domain/brand-schemas';
import type { ServiceKey } from '../../../../domain/types';

export type MethodPatch = Partial<
  Pick<PaymentMethodEntry, 'description' | 'payment_code' | 'fee' | 'enabled' | 'code'>
>;

/** Swaps the method at `index` with its neighbour; unchanged at either end. */
export function moveMethod(
  value: PaymentsValue,
  service: ServiceKey,
  index: number,
  direction: 'up' | 'down',
): PaymentsValue {
  const list = [...value[service]];
  const other = direction === 'up' ? index - 1 : index + 1;
  const a = list[index];
  const b = list[other];
  if (!a || !b) return value;
  list[index] = b;
  list[other] = a;
  return { ...value, [service]: list };
}

export function patchMethod(
  value: PaymentsValue,
  service: ServiceKey,
  index: number,
  patch: MethodPatch,
): PaymentsValue {
  return {
    ...value,
    [service]: value[service].map((m, i) => (i === index ? { ...m, ...patch } : m)),
  };
}

/** A new offline method, enabled, at the end of the service's list. */
export function addOfflineMethod(
  value: PaymentsValue,
  service: ServiceKey,
  code: string,
): PaymentsValue {
  const method: PaymentMethodEntry = {
    id: null,
    kind: 'offline',
    code,
    description: null,
    payment_code: null,
    fee: 0,
    provider_id: null,
    enabled: true,
  };
  return { ...value, [service]: [...value[service], method] };
}

/** Only a method added in this edit (no id yet) can be removed; a saved one is disabled instead. */
export function removeMethod(
  value: PaymentsValue,
  service: ServiceKey,
  index: number,
): PaymentsValue {
  const method = value[service][index];
  if (!method || method.id !== null) return value;
  return { ...value, [service]: value[service].filter((_, i) => i !== index) };
}

/** The fee as typed ('1,5' or '1.5') in percent; NaN when it is no number. */
export function parseFee(text: string): number {
  const normalized = text.trim().replace(',', '.');
  if (normalized === '') return 0;
  return /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}
