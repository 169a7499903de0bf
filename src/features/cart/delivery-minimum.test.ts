// Issue [7/13]: the delivery minimum shown on the cart and the checkout, through the domain rule
// (deliveryShortfall) and the company currency, in the words the diner reads.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY } from '../../domain/constants';
import { makeSettings } from '../../domain/order-taking.fixtures';
import type { Currency, ServiceType } from '../../domain/types';
import { setLocale, t } from '../../i18n';
import { deliveryMinimumParams, deliveryShortfallFor } from './delivery-minimum';

beforeAll(() => setLocale('en'));

const withMinimum = (minimum: number) => {
  const base = makeSettings();
  return makeSettings({ delivery: { ...base.delivery, minimum_amount_to_allow: minimum } });
};

describe('deliveryShortfallFor', () => {
  it.each<[ServiceType | null, number, number, { minimum: number; missing: number } | null]>([
    ['DELIVERY', 3000, 2500, { minimum: 3000, missing: 500 }],
    ['DELIVERY', 3000, 0, { minimum: 3000, missing: 3000 }],
    ['DELIVERY', 3000, 3000, null],
    ['DELIVERY', 3000, 4100, null],
    ['DELIVERY', 0, 100, null],
    ['TAKEAWAY', 3000, 2500, null],
    ['TABLE', 3000, 2500, null],
    [null, 3000, 2500, null],
  ])('%s, minimum %s, items %s', (type, minimum, items, expected) => {
    expect(deliveryShortfallFor(type, withMinimum(minimum), items)).toEqual(expected);
  });

  it('without settings there is nothing to show', () => {
    expect(deliveryShortfallFor('DELIVERY', null, 0)).toBeNull();
  });
});

describe('the sentence', () => {
  it('formats the minimum and what is missing in the company currency (§5.8)', () => {
    const shortfall = deliveryShortfallFor('DELIVERY', withMinimum(3000), 2500);
    if (!shortfall) throw new Error('expected a shortfall');
    const usd: Currency = { ...DEFAULT_CURRENCY };
    expect(t('cart.checkout.deliveryMinimum', deliveryMinimumParams(shortfall, usd))).toBe(
      'Delivery needs at least $ 30.00 of items: add $ 5.00 more.',
    );
  });
});
