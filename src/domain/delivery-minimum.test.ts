// §3 delivery.minimum_amount_to_allow: what a delivery cart still lacks.
import { describe, expect, it } from 'vitest';
import { deliveryShortfall } from './delivery-minimum';

describe('deliveryShortfall', () => {
  it.each([
    [0, 500, null],
    [-100, 500, null],
    [Number.NaN, 500, null],
    [null, 500, null],
    [3000, 3000, null],
    [3000, 3100, null],
    [3000, 2500, { minimum: 3000, missing: 500 }],
    [3000, 0, { minimum: 3000, missing: 3000 }],
    [3000, Number.NaN, { minimum: 3000, missing: 3000 }],
  ])('minimum %s with items %s → %j', (minimum, items, expected) => {
    expect(deliveryShortfall(minimum, items)).toEqual(expected);
  });
});
