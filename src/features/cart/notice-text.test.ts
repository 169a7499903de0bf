// Cart notices read as full sentences in the visitor's language, with formatted prices.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY } from '../../domain/constants';
import { formatMoney } from '../../domain/money';
import { setLocale, t } from '../../i18n';

// The cart namespace is lazy (not bundled with the landing); the cart route waits for it too.
beforeAll(() => setLocale('en'));
import { noticeText } from './notice-text';

const about = { id: 'n1', productName: 'Latte', variantName: '16 oz' };

describe('noticeText', () => {
  it.each([
    [
      { ...about, kind: 'removed' as const },
      'Latte (16 oz) is no longer available and was removed from your cart.',
    ],
    [
      { ...about, kind: 'price_changed' as const, oldPrice: 549, newPrice: 599 },
      `The price of Latte (16 oz) changed from ${formatMoney(549, DEFAULT_CURRENCY)} to ${formatMoney(599, DEFAULT_CURRENCY)}.`,
    ],
    [
      { ...about, kind: 'stock_reduced' as const, oldQuantity: 4, newQuantity: 2 },
      'Only 2 of Latte (16 oz) left, so we lowered the quantity.',
    ],
    [
      {
        ...about,
        variantName: null,
        kind: 'stock_reduced' as const,
        oldQuantity: 1,
        newQuantity: 0,
      },
      'Latte sold out and was removed from your cart.',
    ],
  ])('%o', (notice, text) => {
    expect(noticeText(notice, DEFAULT_CURRENCY, t)).toBe(text);
  });
});
