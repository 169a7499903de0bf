// Prices in a menu CSV are written as the owner reads them in the company's currency: 12.50, or 12
// when the currency shows no decimals. Stored amounts are integer minor units (cents), so an
// amount with cents is still written with them (1234.50) rather than rounded away.

/** Digits, then optionally one decimal separator ('.' or ',') and one or two digits. */
const AMOUNT = /^(\d{1,12})(?:[.,](\d{1,2}))?$/;

export type PriceReading = { ok: true; minor: number } | { ok: false; message: string };

/** Reads '12.50', '12,5', '12' or ' 0.99 ' into minor units. No signs, symbols or thousands. */
export function parseCsvPrice(text: string): PriceReading {
  const value = text.trim();
  if (value.startsWith('-')) return { ok: false, message: 'must not be negative' };
  const match = AMOUNT.exec(value);
  if (!match)
    return {
      ok: false,
      message:
        'must be an amount such as 12.50 or 12,50 (digits and one decimal separator, no currency symbol or thousands separator)',
    };
  const units = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const minor = units * 100 + cents;
  if (!Number.isSafeInteger(minor)) return { ok: false, message: 'is too large' };
  return { ok: true, minor };
}

/** 1250 → '12.50'; 1200 → '12' when the currency shows no decimals, '12.00' when it does. */
export function formatCsvPrice(minor: number, showDecimals: boolean): string {
  const units = Math.trunc(minor / 100);
  const cents = minor % 100;
  if (!showDecimals && cents === 0) return String(units);
  return `${units}.${String(cents).padStart(2, '0')}`;
}
