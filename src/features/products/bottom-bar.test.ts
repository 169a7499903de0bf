// §2.4 bottom bar label and the free-delivery alert condition.
import { describe, expect, it } from 'vitest';
import { cartButtonKey, freeDeliveryAlertDue, quantityLabelKey } from './bottom-bar';

describe('bottom bar texts', () => {
  it.each([
    [1, 'common.product'],
    [2, 'common.products'],
    [100, 'common.products'],
  ] as const)('%i → %s', (quantity, key) => {
    expect(quantityLabelKey(quantity)).toBe(key);
  });

  it('reads "The store is closed" when orders are not received', () => {
    expect(cartButtonKey(true)).toBe('common.seeCart');
    expect(cartButtonKey(false)).toBe('common.storeClosed');
  });
});

describe('freeDeliveryAlertDue', () => {
  const delivery = [{ name: 'takeaway' as const }, { name: 'delivery' as const }];
  const due = (
    previousQuantity: number,
    quantity: number,
    minimumForFree: number | null,
    types = delivery,
  ) => freeDeliveryAlertDue({ previousQuantity, quantity, minimumForFree, orderTypes: types });

  it('fires only on 0 → more, with a valid minimum and delivery offered', () => {
    expect(due(0, 1, 5000)).toBe(true);
    expect(due(0, 3, 5000)).toBe(true);
    expect(due(1, 2, 5000)).toBe(false);
    expect(due(2, 0, 5000)).toBe(false);
    expect(due(0, 1, null)).toBe(false);
    expect(due(0, 1, 0)).toBe(false);
    expect(due(0, 1, 5000, [{ name: 'takeaway' }] as never)).toBe(false);
  });
});
