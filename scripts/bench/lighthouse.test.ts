import { describe, expect, it } from 'vitest';
import { PRESET_CPU_MULTIPLIER, calibratedCpuMultiplier } from './lighthouse';

describe('bench: Lighthouse CPU slowdown calibrated to the host', () => {
  it.each([
    // Lighthouse's calculator: 1,533 → 4×, 1,300 → 3×, 800 → 2×, 150 → 1×, linear between.
    [1533, 4],
    [1300, 3],
    [1050, 2.5],
    [800, 2],
    [475, 1.5],
    [150, 1],
  ])('a host of benchmarkIndex %d gets %d×', (index, multiplier) => {
    expect(calibratedCpuMultiplier(index)).toBe(multiplier);
  });

  it('keeps the preset on a faster host, and never goes below 1×', () => {
    expect(calibratedCpuMultiplier(2400)).toBe(PRESET_CPU_MULTIPLIER);
    expect(calibratedCpuMultiplier(60)).toBe(1);
  });

  it('keeps the preset when Lighthouse reported no benchmark', () => {
    expect(calibratedCpuMultiplier(Number.NaN)).toBe(PRESET_CPU_MULTIPLIER);
    expect(calibratedCpuMultiplier(0)).toBe(PRESET_CPU_MULTIPLIER);
  });
});
