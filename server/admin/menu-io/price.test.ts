import { describe, expect, it } from 'vitest';
import { formatCsvPrice, parseCsvPrice } from './price';

describe('parseCsvPrice', () => {
  it.each([
    ['12.50', 1250],
    ['12,50', 1250],
    ['12,5', 1250],
    ['12', 1200],
    [' 0.99 ', 99],
    ['0', 0],
    ['0.05', 5],
    ['1234567.89', 123456789],
  ])('reads %j as %i minor units', (text, minor) => {
    expect(parseCsvPrice(text)).toEqual({ ok: true, minor });
  });

  it.each(['1.234', '1,234.50', '$12', '12 €', '12.', '.5', 'abc', '1e3', '12.5.0'])(
    'refuses %j with a message naming the expected form',
    (text) => {
      const reading = parseCsvPrice(text);
      expect(reading.ok).toBe(false);
      if (!reading.ok) expect(reading.message).toMatch(/12\.50/);
    },
  );

  it('refuses a negative amount as such', () => {
    expect(parseCsvPrice('-3.00')).toEqual({ ok: false, message: 'must not be negative' });
  });
});

describe('formatCsvPrice', () => {
  it('writes two decimals when the currency shows them', () => {
    expect(formatCsvPrice(1250, true)).toBe('12.50');
    expect(formatCsvPrice(1200, true)).toBe('12.00');
    expect(formatCsvPrice(5, true)).toBe('0.05');
    expect(formatCsvPrice(0, true)).toBe('0.00');
  });

  it('writes whole units when the currency shows none, keeping cents it would lose', () => {
    expect(formatCsvPrice(1200, false)).toBe('12');
    expect(formatCsvPrice(0, false)).toBe('0');
    expect(formatCsvPrice(123450, false)).toBe('1234.50');
  });

  it('reads back what it writes', () => {
    for (const minor of [0, 1, 9, 10, 99, 100, 101, 1250, 99999, 1_000_000_000])
      for (const showDecimals of [true, false])
        expect(parseCsvPrice(formatCsvPrice(minor, showDecimals))).toEqual({ ok: true, minor });
  });
});
