// Names and icons of payment methods: the names by the rule the kitchen card shares
// (src/domain/payment-names.ts).
import { knownPaymentCode, paymentMethodName } from '../../../domain/payment-names';
import type { PaymentMethod } from '../../../domain/types';

type Translate = (key: string) => string;

export function methodLabel(method: Pick<PaymentMethod, 'code' | 'description'>, t: Translate) {
  return paymentMethodName(method, (code) => t(`summary.payment.methods.${code}`));
}

export type MethodIcon = 'cash' | 'card' | 'pix' | 'wallet';

/** Online methods without a known code are card-like (a provider takes the payment). */
export function methodIcon(method: Pick<PaymentMethod, 'code' | 'provider_id'>): MethodIcon {
  const known = knownPaymentCode(method.code);
  if (known === 'pix') return 'pix';
  if (known === 'cash') return 'cash';
  if (known === 'wallet') return 'wallet';
  return method.provider_id ? 'card' : 'cash';
}
