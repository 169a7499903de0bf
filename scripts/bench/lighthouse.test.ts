import { describe, expect, it } from 'vitest';
import { PRESET_CPU_MULTIPLIER, calibratedCpuMultiplier } from './lighthouse';

describe('bench: every host simulates the same phone (benchmarkIndex 400)', () => {
  it.each([
    // The host's benchmarkIndex ÷ 400, to a tenth, up or down.
    [3_800, 9.5],
    [1_596, 4],
    [1_000, 2.5],
    [400, 1],
  ])('a host of benchmarkIndex %d gets %d×', (index, multiplier) => {
    expect(calibratedCpuMultiplier(index)).toBe(multiplier);
  });

  it('never goes below 1×: a host slower than the phone runs as it is', () => {
    expect(calibratedCpuMultiplier(264)).toBe(1);
  });

  it('keeps the preset when Lighthouse reported no benchmark', () => {
    expect(calibratedCpuMultiplier(Number.NaN)).toBe(PRESET_CPU_MULTIPLIER);
    expect(calibratedCpuMultiplier(0)).toBe(PRESET_CPU_MULTIPLIER);
  });
});
