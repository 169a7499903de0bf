import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  isHexColor,
  lowContrast,
  normalizeHex,
  relativeLuminance,
} from './brand-colors';

describe('brand colours', () => {
  it('accepts #RRGGBB only', () => {
    for (const ok of ['#000000', '#FFFFFF', '#a1B2c3']) expect(isHexColor(ok), ok).toBe(true);
    for (const bad of ['#FFF', '000000', '#12345G', '#1234567', 'red', ' #000000', ''])
      expect(isHexColor(bad), bad).toBe(false);
    expect(normalizeHex(' #a1b2c3 ')).toBe('#A1B2C3');
    expect(normalizeHex('#abc')).toBeNull();
  });

  it('computes the WCAG luminance and contrast ratio', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 10);
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 10);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 10);
    // #767676 on white is the classic 4.54:1, just above the threshold; #777777 is 4.48:1.
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('nope', '#FFFFFF')).toBeNull();
  });

  it('warns below 4.5:1 only, and never for unreadable colours', () => {
    expect(lowContrast('#777777', '#FFFFFF')).toBe(true);
    expect(lowContrast('#767676', '#FFFFFF')).toBe(false);
    expect(lowContrast('#FFFFFF', '#1D4ED8')).toBe(false);
    expect(lowContrast('#FFFF00', '#FFFFFF')).toBe(true);
    expect(lowContrast('#GGGGGG', '#FFFFFF')).toBe(false);
  });
});
