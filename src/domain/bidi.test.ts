// Isolates: which text is already one isolate, and when a value gets one.
import { describe, expect, it } from 'vitest';
import { FSI, LRI, PDI, isIsolated, isolate, isolateLtr, isolateNumeric } from './bidi';

describe('isIsolated', () => {
  it.each([
    [isolate('12:00 م'), true],
    [isolateLtr('3 / 1000'), true],
    [isolate(`${isolate('1')} - ${isolate('2')}`), true],
    ['12,50 د.إ', false],
    [`${isolate('1:00')} - ${isolate('2:00')}`, false],
    [`${FSI}open`, false],
    [`x${isolate('1')}`, false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(isIsolated(text)).toBe(expected);
  });
});

describe('isolateNumeric', () => {
  it('isolates a value with a digit, in Latin or Arabic-Indic digits', () => {
    expect(isolateNumeric('12,50 د.إ')).toBe(`${FSI}12,50 د.إ${PDI}`);
    expect(isolateNumeric('٣')).toBe(`${FSI}٣${PDI}`);
    expect(isolateNumeric('$4.00')).toBe(`${FSI}$4.00${PDI}`);
  });

  it('leaves words, empty text and isolated values as they are', () => {
    expect(isolateNumeric('سارة')).toBe('سارة');
    expect(isolateNumeric('')).toBe('');
    expect(isolateNumeric(isolate('1:00 م'))).toBe(`${FSI}1:00 م${PDI}`);
    expect(isolateNumeric(isolateLtr('+971 50'))).toBe(`${LRI}+971 50${PDI}`);
  });

  it('isolates a range whose two ends are isolated as one unit', () => {
    const range = `${isolate('1:00')} - ${isolate('2:00')}`;
    expect(isolateNumeric(range)).toBe(`${FSI}${range}${PDI}`);
  });
});
