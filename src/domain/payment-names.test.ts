import { describe, expect, it } from 'vitest';
import { knownPaymentCode, paymentMethodName } from './payment-names';

const translate = (code: string) => `<${code}>`;

describe('payment method names (issue [16/21] item 13)', () => {
  it.each([
    ['card', null, '<card>'],
    [' Wallet ', null, '<wallet>'],
    ['pix', 'Pix key 123', '<pix>'],
    ['cash', null, '<cash>'],
    ['voucher', 'Meal voucher', 'Meal voucher'],
    ['voucher', null, 'voucher'],
    ['voucher', 'x'.repeat(41), 'voucher'],
  ])('%s (%s) → %s', (code, description, expected) => {
    expect(paymentMethodName({ code, description }, translate)).toBe(expected);
  });

  it('knows only the four codes every locale names', () => {
    expect(knownPaymentCode('CARD')).toBe('card');
    expect(knownPaymentCode('bank')).toBeNull();
  });
});
