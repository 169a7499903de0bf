import { describe, expect, it } from 'vitest';
import type { Currency } from '../../../../domain/types';
import { couponFromDraft, draftOf, EMPTY_COUPON, moneyText } from './coupon-form';

const usd: Currency = { code: 'USD', symbol: '$', tax: '', position: 'left', show_decimals: true };
const brl: Currency = { code: 'BRL', symbol: 'R$', tax: '', position: 'left', show_decimals: true };

describe('coupon form', () => {
  it('reads money as the owner types it in the company currency, into minor units', () => {
    const draft = {
      ...EMPTY_COUPON,
      code: ' Off5 ',
      discount_type: 'fixed' as const,
      value: '5.50',
      min_amount: '1,250.00',
    };
    expect(couponFromDraft(draft, usd)).toEqual({
      ok: true,
      value: {
        code: 'OFF5',
        discount_type: 'fixed',
        value: 550,
        min_amount: 125000,
        usage_limit: 0,
        active: true,
        published: false,
        start_date: null,
        end_date: null,
      },
    });
    // Reais write the decimals after a comma.
    const reais = couponFromDraft({ ...draft, value: '5,50', min_amount: '1.250,00' }, brl);
    expect(reais.ok && [reais.value.value, reais.value.min_amount]).toEqual([550, 125000]);
  });

  it('names the fields to fix', () => {
    const bad = couponFromDraft(
      {
        ...EMPTY_COUPON,
        code: 'a b',
        value: '12.5',
        usage_limit: '-1',
        start_date: '2026-05-02',
        end_date: '2026-05-01',
      },
      usd,
    );
    expect(bad.ok ? [] : Object.keys(bad.errors).sort()).toEqual([
      'code',
      'end_date',
      'usage_limit',
      'value',
    ]);
    const noAmount = couponFromDraft(
      { ...EMPTY_COUPON, code: 'X', discount_type: 'fixed', value: 'abc' },
      usd,
    );
    expect(noAmount.ok ? [] : Object.keys(noAmount.errors)).toEqual(['value']);
  });

  it('turns a saved coupon back into the draft', () => {
    expect(moneyText(123456, usd)).toBe('1,234.56');
    expect(moneyText(123456, brl)).toBe('1.234,56');
    const draft = draftOf(
      {
        code: 'OFF5',
        discount_type: 'fixed',
        value: 550,
        min_amount: 0,
        usage_limit: 3,
        active: false,
        published: true,
        start_date: '2026-01-01',
        end_date: null,
      },
      usd,
    );
    expect(draft).toEqual({
      code: 'OFF5',
      discount_type: 'fixed',
      value: '5.50',
      min_amount: '',
      usage_limit: '3',
      active: false,
      published: true,
      start_date: '2026-01-01',
      end_date: '',
    });
    const round = couponFromDraft(draft, usd);
    expect(round.ok && round.value.value).toBe(550);
  });
});
