// The coupon form's draft (issue [11/13]): what the owner types, money in the company's currency
// as they read it, turned into the body the server validates with the same schema
// (src/domain/brand-schemas.ts CouponBody), and back from a saved coupon.
import { CouponBody, fieldProblems } from '../../../../domain/brand-schemas';
import type { CouponInput, DiscountType } from '../../../../domain/brand-schemas';
import { formatAmount, moneyFormat, parseMoney } from '../../../../domain/money';
import type { Currency } from '../../../../domain/types';

export interface CouponDraft {
  code: string;
  discount_type: DiscountType;
  /** A percentage ('15') or an amount as the owner writes it ('5.50'). */
  value: string;
  min_amount: string;
  usage_limit: string;
  active: boolean;
  published: boolean;
  start_date: string;
  end_date: string;
}

export const EMPTY_COUPON: CouponDraft = {
  code: '',
  discount_type: 'percentage',
  value: '',
  min_amount: '',
  usage_limit: '0',
  active: true,
  published: false,
  start_date: '',
  end_date: '',
};

/** Minor units as the owner reads them, without the symbol ('5.50', '1.234,00'). */
export function moneyText(minor: number, currency: Currency): string {
  return formatAmount(minor, { ...moneyFormat(currency), prefix: '', suffix: '' });
}

export function draftOf(coupon: CouponInput, currency: Currency): CouponDraft {
  return {
    code: coupon.code,
    discount_type: coupon.discount_type,
    value:
      coupon.discount_type === 'fixed' ? moneyText(coupon.value, currency) : String(coupon.value),
    min_amount: coupon.min_amount === 0 ? '' : moneyText(coupon.min_amount, currency),
    usage_limit: String(coupon.usage_limit),
    active: coupon.active,
    published: coupon.published,
    start_date: coupon.start_date ?? '',
    end_date: coupon.end_date ?? '',
  };
}

/** A whole number typed ('15'), else NaN so the schema names the field. */
function wholeNumber(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function money(text: string, currency: Currency, empty: number): number {
  if (text.trim() === '') return empty;
  return parseMoney(text, currency) ?? Number.NaN;
}

/** The body to send, or the fields to fix (keyed as the server keys them). */
export function couponFromDraft(
  draft: CouponDraft,
  currency: Currency,
): { ok: true; value: CouponInput } | { ok: false; errors: Record<string, string> } {
  const checked = fieldProblems(
    {
      code: draft.code,
      discount_type: draft.discount_type,
      value:
        draft.discount_type === 'fixed'
          ? money(draft.value, currency, Number.NaN)
          : wholeNumber(draft.value),
      min_amount: money(draft.min_amount, currency, 0),
      usage_limit: draft.usage_limit.trim() === '' ? 0 : wholeNumber(draft.usage_limit),
      active: draft.active,
      published: draft.published,
      start_date: draft.start_date === '' ? null : draft.start_date,
      end_date: draft.end_date === '' ? null : draft.end_date,
    },
    CouponBody,
  );
  // The schema checks the dates' order only once every field is valid; the form says it at once.
  if (!checked.ok && draft.start_date && draft.end_date && draft.end_date < draft.start_date)
    checked.errors.end_date ??= 'must not be before the start date';
  return checked;
}
