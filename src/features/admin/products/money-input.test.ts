import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY } from '../../../domain/constants';
import { formatMoney } from '../../../domain/money';
import type { Currency } from '../../../domain/types';
import { MAX_PRICE_MINOR, priceExample, priceText, readPrice } from './money-input';

const USD: Currency = { ...DEFAULT_CURRENCY };
const EUR: Currency = {
  code: 'EUR',
  symbol: '€',
  tax: 'TVA',
  position: 'right',
  show_decimals: true,
};
const CLP: Currency = {
  code: 'CLP',
  symbol: '$',
  tax: 'IVA',
  position: 'left',
  show_decimals: false,
};

describe('readPrice', () => {
  it('reads dollars and cents with a dot', () => {
    expect(readPrice('12.50', USD)).toEqual({ ok: true, minor: 1250 });
    expect(readPrice('12.5', USD)).toEqual({ ok: true, minor: 1250 });
    expect(readPrice('12', USD)).toEqual({ ok: true, minor: 1200 });
    expect(readPrice(' $ 1,234.05 ', USD)).toEqual({ ok: true, minor: 123405 });
    expect(readPrice('0', USD)).toEqual({ ok: true, minor: 0 });
  });

  it('reads euros with a comma, and a dot followed by cents as the decimal mark too', () => {
    expect(readPrice('12,50', EUR)).toEqual({ ok: true, minor: 1250 });
    expect(readPrice('1.234,50 €', EUR)).toEqual({ ok: true, minor: 123450 });
    expect(readPrice('12.50', EUR)).toEqual({ ok: true, minor: 1250 });
    // Three digits after the currency's thousands mark group digits.
    expect(readPrice('1.234', EUR)).toEqual({ ok: true, minor: 123400 });
  });

  it('refuses three decimals and misplaced grouping', () => {
    expect(readPrice('1.234', USD)).toEqual({ ok: false, problem: 'invalid' });
    expect(readPrice('12.345,6', USD)).toEqual({ ok: false, problem: 'invalid' });
    expect(readPrice('1,23,456', USD)).toEqual({ ok: false, problem: 'invalid' });
    expect(readPrice('12a', USD)).toEqual({ ok: false, problem: 'invalid' });
    expect(readPrice('.', USD)).toEqual({ ok: false, problem: 'invalid' });
  });

  it('says what is wrong with an empty, negative or huge price', () => {
    expect(readPrice('   ', USD)).toEqual({ ok: false, problem: 'empty' });
    expect(readPrice('$', USD)).toEqual({ ok: false, problem: 'empty' });
    expect(readPrice('-3', USD)).toEqual({ ok: false, problem: 'negative' });
    expect(readPrice('99999999999', USD)).toEqual({ ok: false, problem: 'tooLarge' });
    expect(readPrice(String(MAX_PRICE_MINOR / 100), USD)).toEqual({
      ok: true,
      minor: MAX_PRICE_MINOR,
    });
  });

  it('takes whole amounts only for a currency shown without decimals', () => {
    expect(readPrice('12500', CLP)).toEqual({ ok: true, minor: 1_250_000 });
    expect(readPrice('12.500', CLP)).toEqual({ ok: true, minor: 1_250_000 });
    expect(readPrice('12,00', CLP)).toEqual({ ok: true, minor: 1200 });
    expect(readPrice('12,50', CLP)).toEqual({ ok: false, problem: 'decimals' });
  });
});

describe('priceText', () => {
  it('writes the field as diners read the price, without symbol or grouping', () => {
    expect(priceText(123450, USD)).toBe('1234.50');
    expect(priceText(5, USD)).toBe('0.05');
    expect(priceText(123450, EUR)).toBe('1234,50');
    expect(priceText(1_250_000, CLP)).toBe('12500');
    expect(priceExample(EUR)).toBe('12,50');
  });

  it('reads back what it writes, and what formatMoney shows', () => {
    for (const currency of [USD, EUR, CLP])
      for (const minor of [0, 100, 1250, 99_900, 1_234_500]) {
        const whole = currency.show_decimals ? minor : Math.round(minor / 100) * 100;
        expect(readPrice(priceText(minor, currency), currency)).toEqual({ ok: true, minor: whole });
        expect(readPrice(formatMoney(whole, currency), currency)).toEqual({
          ok: true,
          minor: whole,
        });
      }
  });
});
