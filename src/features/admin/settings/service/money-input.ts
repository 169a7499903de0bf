// Money as the owner types it, in the company's currency's major units ('12.50' or '12,50'), and
// back: amounts are stored as integer minor units (src/domain/money.ts, two digits). Pure, tested.

/** '12.5' → 1250, '1.234,50' → 123450, '' → null; NaN for text that is not an amount. */
export function parseMoney(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return null;
  const match = /^(\d{1,3}(?:([.,])\d{3})*|\d+)(?:([.,])(\d{1,2}))?$/.exec(trimmed);
  if (!match) return Number.NaN;
  const grouping = match[2];
  // One grouping mark throughout, never the decimal mark too ('12.345.6' is not an amount).
  if (grouping !== undefined && grouping === match[3]) return Number.NaN;
  if (grouping !== undefined && (match[1] ?? '').includes(grouping === '.' ? ',' : '.'))
    return Number.NaN;
  // A single mark followed by exactly three digits groups thousands ('1.500' is 1500).
  const whole = (match[1] ?? '0').replace(/[.,]/g, '');
  const cents = (match[4] ?? '').padEnd(2, '0');
  return Number(whole) * 100 + Number(cents || '0');
}

/** 1250 → '12.50', for an input's initial text (no symbol, no grouping). */
export function moneyText(minor: number | null): string {
  if (minor === null || !Number.isFinite(minor)) return '';
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A decimal number as typed ('12,5' → 12.5); NaN when it is not one, null when blank. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
