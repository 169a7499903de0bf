// Payment method names and icons: known codes translated, others by description then code.
import { describe, expect, it } from 'vitest';
import { methodIcon, methodLabel } from './payment-labels';

const t = (key: string) => `T(${key})`;

describe('payment method labels', () => {
  it.each([
    [{ code: 'cash', description: 'Bring change' }, 'T(summary.payment.methods.cash)'],
    [{ code: 'PIX', description: null }, 'T(summary.payment.methods.pix)'],
    [{ code: 'wallet', description: null }, 'T(summary.payment.methods.wallet)'],
    [{ code: 'transfer', description: 'Bank transfer' }, 'Bank transfer'],
    [{ code: 'transfer', description: 'x'.repeat(41) }, 'transfer'],
    [{ code: 'voucher', description: '  ' }, 'voucher'],
  ])('%j → %s', (method, expected) => {
    expect(methodLabel(method, t)).toBe(expected);
  });

  it.each([
    [{ code: 'cash', provider_id: null }, 'cash'],
    [{ code: 'pix', provider_id: null }, 'pix'],
    [{ code: 'stripe_card', provider_id: 'p1' }, 'card'],
    [{ code: 'wallet', provider_id: 'p1' }, 'wallet'],
    [{ code: 'transfer', provider_id: null }, 'cash'],
  ] as const)('%j → %s icon', (method, expected) => {
    expect(methodIcon(method)).toBe(expected);
  });
});
