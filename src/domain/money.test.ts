import { describe, expect, it } from 'vitest';
import type { Currency } from './types';
import { DEFAULT_CURRENCY } from './constants';
import {
  BASE_MONEY_FORMAT,
  clampPrecision,
  formatAmount,
  formatMoney,
  moneyFormat,
  parseMoney,
} from './money';

const USD: Currency = { ...DEFAULT_CURRENCY };
const MXN: Currency = {
  code: 'MXN',
  symbol: '$',
  tax: 'IVA',
  position: 'left',
  show_decimals: true,
};
const BRL: Currency = {
  code: 'BRL',
  symbol: 'R$',
  tax: 'impostos',
  position: 'left',
  show_decimals: true,
};
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

describe('§5.8 money format settings', () => {
  it.each([
    ['USD', USD, { prefix: '$ ', suffix: '', thousands: ',', decimal: '.', precision: 2 }],
    ['MXN', MXN, { prefix: '$ ', suffix: '', thousands: ',', decimal: '.', precision: 2 }],
    ['BRL', BRL, { prefix: 'R$ ', suffix: '', thousands: '.', decimal: ',', precision: 2 }],
    [
      'EUR on the right',
      EUR,
      { prefix: '', suffix: ' €', thousands: '.', decimal: ',', precision: 2 },
    ],
    [
      'CLP without decimals',
      CLP,
      { prefix: '$ ', suffix: '', thousands: '.', decimal: ',', precision: 0 },
    ],
    [
      'lower-case code',
      { ...MXN, code: 'mxn' },
      { prefix: '$ ', suffix: '', thousands: ',', decimal: '.', precision: 2 },
    ],
  ])('%s', (_label, currency, expected) => {
    expect(moneyFormat(currency)).toEqual(expected);
  });

  it('base defaults: no symbol, "," thousands, "." decimals, precision 2', () => {
    expect(BASE_MONEY_FORMAT).toEqual({
      prefix: '',
      suffix: '',
      thousands: ',',
      decimal: '.',
      precision: 2,
    });
  });

  it.each([
    [-3, 0],
    [0, 0],
    [2, 2],
    [20, 20],
    [21, 20],
    [2.7, 2],
    [Number.NaN, 2],
  ])('clamps precision %s to %s', (input, expected) => {
    expect(clampPrecision(input)).toBe(expected);
  });
});

describe('§5.8 money formatting', () => {
  it.each([
    ['USD thousands', 123456, USD, '$ 1,234.56'],
    ['MXN uses "," and "."', 123456, MXN, '$ 1,234.56'],
    ['BRL uses "." and ","', 123456, BRL, 'R$ 1.234,56'],
    ['right-hand symbol', 123456, EUR, '1.234,56 €'],
    ['millions', 123456789, BRL, 'R$ 1.234.567,89'],
    ['cents only', 5, USD, '$ 0.05'],
    ['zero', 0, USD, '$ 0.00'],
    ['negative keeps a leading minus', -123456, USD, '$ -1,234.56'],
    ['negative in BRL', -99, BRL, 'R$ -0,99'],
    ['show_decimals off rounds half up', 123450, CLP, '$ 1.235'],
    ['show_decimals off rounds down', 123449, CLP, '$ 1.234'],
    ['negative rounds away from zero', -150, CLP, '$ -2'],
    ['negative rounding to zero drops the sign', -40, CLP, '$ 0'],
    ['non-integer cents are rounded', 1234.6, USD, '$ 12.35'],
  ])('%s', (_label, minor, currency, expected) => {
    expect(formatMoney(minor, currency)).toBe(expected);
  });

  it.each([
    [0, 123456, '1,235'],
    [1, 123456, '1,234.6'],
    [2, 123456, '1,234.56'],
    [4, 123456, '1,234.5600'],
    [25, 1, `0.${'01'.padEnd(20, '0')}`],
    [-1, 123456, '1,235'],
  ])('precision %s formats %s as %s (clamped to 0–20)', (precision, minor, expected) => {
    expect(formatAmount(minor, { ...BASE_MONEY_FORMAT, precision })).toBe(expected);
  });
});

describe('§5.8 money parsing', () => {
  it.each([
    ['formatted USD', '$ 1,234.56', USD, 123456],
    ['formatted BRL', 'R$ 1.234,56', BRL, 123456],
    ['whole units', '12', USD, 1200],
    ['one decimal', '12.5', USD, 1250],
    ['BRL thousands dot is not a decimal', '1.234', BRL, 123400],
    ['leading minus before the symbol', '-$ 10.00', USD, -1000],
    ['minus after the symbol', 'R$ -0,99', BRL, -99],
    ['a minus after the digits is ignored', '10-', USD, 1000],
    ['letters are dropped', '1a2b', USD, 1200],
    ['right-hand symbol', '1.234,56 €', EUR, 123456],
  ])('%s: %s', (_label, text, currency, expected) => {
    expect(parseMoney(text, currency)).toBe(expected);
  });

  it.each([
    ['empty', ''],
    ['no digits', '$ .'],
    ['three decimals', '1.234'],
    ['beyond safe integers', '99999999999999999999'],
  ])('%s gives null', (_label, text) => {
    expect(parseMoney(text, USD)).toBeNull();
  });

  it.each([0, 5, 99, 123456, -123456, 100000000])('round-trips %s through formatMoney', (minor) => {
    expect(parseMoney(formatMoney(minor, BRL), BRL)).toBe(minor);
    expect(parseMoney(formatMoney(minor, USD), USD)).toBe(minor);
  });
});
