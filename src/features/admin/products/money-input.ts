// Prices as the owner types them: in the company's currency as diners see it ("12.50" for US
// dollars, "12,50" for euros, "12500" for a currency shown without cents), to and from the
// integer minor units the server stores (cents, whatever the display precision: src/domain/money).
import { moneyFormat } from '../../../domain/money';
import type { Currency } from '../../../domain/types';

export type PriceProblem = 'empty' | 'invalid' | 'negative' | 'decimals' | 'tooLarge';

export type PriceReading = { ok: true; minor: number } | { ok: false; problem: PriceProblem };

/** The largest price accepted, in minor units (10 million major units). */
export const MAX_PRICE_MINOR = 1_000_000_000;

/**
 * Reads a typed price. Symbols and spaces are ignored. The last '.' or ',' is the decimal mark
 * when one or two digits follow it; when three follow and it is the currency's thousands mark it
 * only groups digits. A currency shown without decimals takes whole amounts only ("12.00" is
 * fine, "12.50" is not).
 */
export function readPrice(text: string, currency: Currency): PriceReading {
  const fmt = moneyFormat(currency);
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(currency.symbol.trim() || '\0', '');
  if (cleaned === '') return { ok: false, problem: 'empty' };
  if (cleaned.startsWith('-')) return { ok: false, problem: 'negative' };
  if (!/^[\d.,]+$/.test(cleaned) || !/\d/.test(cleaned)) return { ok: false, problem: 'invalid' };
  const last = Math.max(cleaned.lastIndexOf('.'), cleaned.lastIndexOf(','));
  let whole = cleaned;
  let fraction = '';
  if (last >= 0) {
    const after = cleaned.slice(last + 1);
    const mark = cleaned.charAt(last);
    if (/^\d{1,2}$/.test(after)) {
      whole = cleaned.slice(0, last);
      fraction = after;
    } else if (!(after.length === 3 && /^\d+$/.test(after) && mark === fmt.thousands)) {
      return { ok: false, problem: 'invalid' };
    }
  }
  // What remains before the decimal mark may only group digits with the thousands mark.
  if (/[.,]/.test(whole) && !new RegExp(`^\\d{1,3}(\\${fmt.thousands}\\d{3})+$`).test(whole))
    return { ok: false, problem: 'invalid' };
  const digits = whole.replace(/\D/g, '') || '0';
  const cents = Number(fraction.padEnd(2, '0'));
  if (!currency.show_decimals && cents !== 0) return { ok: false, problem: 'decimals' };
  const minor = Number(digits) * 100 + cents;
  if (!Number.isSafeInteger(minor) || minor > MAX_PRICE_MINOR)
    return { ok: false, problem: 'tooLarge' };
  return { ok: true, minor };
}

/** A price for the input field: no symbol, no grouping, the currency's decimal mark. */
export function priceText(minor: number, currency: Currency): string {
  const { decimal } = moneyFormat(currency);
  const safe = Number.isFinite(minor) ? Math.max(0, Math.round(minor)) : 0;
  if (!currency.show_decimals) return String(Math.round(safe / 100));
  const whole = Math.floor(safe / 100);
  const cents = String(safe % 100).padStart(2, '0');
  return `${whole}${decimal}${cents}`;
}

/** An example for the field's hint, in the currency's own shape ("12.50", "12,50" or "12"). */
export function priceExample(currency: Currency): string {
  return priceText(1250, currency);
}
