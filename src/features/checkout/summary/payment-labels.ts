// Names and icons of payment methods. Known codes are translated; any other method shows the
// description the company wrote, then its code.
import type { PaymentMethod } from '../../../domain/types';

type Translate = (key: string) => string;

const KNOWN = ['cash', 'pix', 'card', 'wallet'] as const;
type KnownCode = (typeof KNOWN)[number];

function knownCode(code: string): KnownCode | null {
  const lower = code.trim().toLowerCase();
  return (KNOWN as readonly string[]).includes(lower) ? (lower as KnownCode) : null;
}

export function methodLabel(method: Pick<PaymentMethod, 'code' | 'description'>, t: Translate) {
  const known = knownCode(method.code);
  if (known) return t(`summary.payment.methods.${known}`);
  const description = (method.description ?? '').trim();
  return description !== '' && description.length <= 40 ? description : method.code;
}

export type MethodIcon = 'cash' | 'card' | 'pix' | 'wallet';

/** Online methods without a known code are card-like (a provider takes the payment). */
export function methodIcon(method: Pick<PaymentMethod, 'code' | 'provider_id'>): MethodIcon {
  const known = knownCode(method.code);
  if (known === 'pix') return 'pix';
  if (known === 'cash') return 'cash';
  if (known === 'wallet') return 'wallet';
  return method.provider_id ? 'card' : 'cash';
}
