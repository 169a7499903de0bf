import { describe, expect, it } from 'vitest';
import { buttonShape } from './landing-style';

describe('buttonShape (§2.3 button shapes)', () => {
  it.each([
    ['filled_squared', 'filled_squared'],
    ['filled_semi_rounded', 'filled_semi_rounded'],
    ['filled_rounded', 'filled_rounded'],
    ['hardshadow_squared', 'hardshadow_squared'],
    ['hardshadow_semi_rounded', 'hardshadow_semi_rounded'],
    ['hardshadow_rounded', 'hardshadow_rounded'],
    ['bubbly', 'filled_squared'],
    [null, 'filled_squared'],
  ])('%s → %s', (form, expected) => {
    expect(buttonShape(form)).toBe(expected);
  });
});
