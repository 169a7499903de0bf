// The bench's one printer: every figure beside its budget with PASS or MISS. Misses are collected
// and `npm run bench` exits 1 after printing everything (scripts/bench.ts). Figures without a
// budget are printed as information and never miss; a figure that could not be measured misses.

export type Comparator = '<=' | '>=';

export interface Miss {
  label: string;
  detail: string;
}

const misses: Miss[] = [];

function format(value: number, unit: string): string {
  const digits = Number.isInteger(value)
    ? 0
    : unit === '' || unit === 'CLS'
      ? 3
      : Math.abs(value) >= 100
        ? 0
        : 1;
  return `${value.toFixed(digits)}${unit && unit !== 'CLS' ? ` ${unit}` : ''}`;
}

export function section(title: string): void {
  console.log(`\n${title}`);
}

/**
 * Prints `label value unit   budget ≤/≥ budget   PASS|MISS   detail`; returns whether it passed.
 * A null budget prints the value as information only.
 */
export function figure(
  label: string,
  value: number,
  unit: string,
  budget: number | null,
  comparator: Comparator = '<=',
  detail = '',
): boolean {
  const shown = format(value, unit).padStart(12);
  if (budget === null) {
    console.log(`  ${label.padEnd(46)} ${shown}   ${''.padEnd(22)}  info  ${detail}`.trimEnd());
    return true;
  }
  const pass = Number.isFinite(value) && (comparator === '<=' ? value <= budget : value >= budget);
  const sign = comparator === '<=' ? '≤' : '≥';
  const target = `budget ${sign} ${format(budget, unit)}`.padEnd(22);
  console.log(
    `  ${label.padEnd(46)} ${shown}   ${target}  ${pass ? 'PASS' : 'MISS'}  ${detail}`.trimEnd(),
  );
  if (!pass)
    misses.push({
      label,
      detail: `${format(value, unit)} against ${sign} ${format(budget, unit)}`,
    });
  return pass;
}

/** A figure that could not be measured: printed, and counted as a miss. */
export function notMeasured(label: string, reason: string): void {
  console.log(`  ${label}: not measured (${reason})  MISS`);
  misses.push({ label, detail: `not measured: ${reason}` });
}

/** A line of context under a figure (never a budget). */
export function note(text: string): void {
  console.log(`    ${text}`);
}

export function allMisses(): readonly Miss[] {
  return misses;
}

/** Sorted copy's value at quantile q (0..1), nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}
