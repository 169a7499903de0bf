// §5.8 Money: amounts are integer minor units (cents, DESIGN.md rule 3) and become text only here.
import type { Currency } from './types';

export interface MoneyFormat {
  prefix: string;
  suffix: string;
  thousands: string;
  decimal: string;
  /** Digits after the decimal separator, 0–20. */
  precision: number;
}

/** §5.8 base defaults: no prefix or suffix, ',' thousands, '.' decimals, precision 2. */
export const BASE_MONEY_FORMAT: MoneyFormat = {
  prefix: '',
  suffix: '',
  thousands: ',',
  decimal: '.',
  precision: 2,
};

/** Minor units per major unit: money is stored in cents whatever the display precision. */
const MINOR_DIGITS = 2;
const DOT_DECIMAL_CURRENCIES = ['MXN', 'USD'];

export function clampPrecision(precision: number): number {
  if (!Number.isFinite(precision)) return BASE_MONEY_FORMAT.precision;
  return Math.min(20, Math.max(0, Math.trunc(precision)));
}

export function moneyFormat(currency: Currency): MoneyFormat {
  const dotDecimal = DOT_DECIMAL_CURRENCIES.includes(currency.code.trim().toUpperCase());
  const symbol = currency.symbol.trim();
  const right = currency.position === 'right';
  return {
    // The spec spaces only the left symbol; a right symbol gets a mirrored space ('1.234,56 €').
    prefix: !right && symbol ? `${symbol} ` : '',
    suffix: right && symbol ? ` ${symbol}` : '',
    thousands: dotDecimal ? ',' : '.',
    decimal: dotDecimal ? '.' : ',',
    precision: currency.show_decimals ? 2 : 0,
  };
}

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** Formats cents; fewer than 2 digits rounds half away from zero, more pads with zeros. */
export function formatAmount(minor: number, fmt: MoneyFormat): string {
  const precision = clampPrecision(fmt.precision);
  const cents = Number.isFinite(minor) ? Math.round(Math.abs(minor)) : 0;
  const dropped = Math.max(0, MINOR_DIGITS - precision);
  const scale = 10 ** dropped;
  // Integer arithmetic keeps 0.5-unit ties exact (no floating 1.005 surprises).
  const kept = Math.floor(cents / scale) + (cents % scale >= scale / 2 ? 1 : 0);
  const digits = `${kept}`.padStart(MINOR_DIGITS - dropped + 1, '0');
  const keptDecimals = MINOR_DIGITS - dropped;
  const whole = digits.slice(0, digits.length - keptDecimals);
  const fraction =
    (keptDecimals > 0 ? digits.slice(-keptDecimals) : '') +
    '0'.repeat(Math.max(0, precision - MINOR_DIGITS));
  const negative = minor < 0 && kept > 0;
  const number =
    groupThousands(whole, fmt.thousands) + (precision > 0 ? fmt.decimal + fraction : '');
  // The sign sits between the symbol and the digits ('$ -1,234.56'), as the v-money mask does.
  return `${fmt.prefix}${negative ? '-' : ''}${number}${fmt.suffix}`;
}

export function formatMoney(minor: number, currency: Currency): string {
  return formatAmount(minor, moneyFormat(currency));
}

/**
 * Reads what a person typed back into cents. Only digits are kept, plus a minus that comes
 * before the first digit; the currency's decimal separator (its last occurrence) splits
 * units from cents. Null when there is no digit, more than two decimals, or the amount is
 * too large to be exact.
 */
export function parseMoney(text: string, currency: Currency): number | null {
  const { decimal } = moneyFormat(currency);
  const firstDigit = text.search(/\d/);
  if (firstDigit < 0) return null;
  const negative = text.slice(0, firstDigit).includes('-');
  const split = text.lastIndexOf(decimal);
  const wholeText = split >= firstDigit ? text.slice(0, split) : text;
  const fractionText = split >= firstDigit ? text.slice(split + decimal.length) : '';
  const whole = wholeText.replace(/\D/g, '') || '0';
  const fraction = fractionText.replace(/\D/g, '');
  if (fraction.length > MINOR_DIGITS) return null;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(MINOR_DIGITS, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return negative && cents !== 0 ? -cents : cents;
}
