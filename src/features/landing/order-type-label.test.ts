import { describe, expect, it } from 'vitest';
import { orderTypeLabelKey } from './order-type-label';
import { AT_THE_SEAT_SLUGS } from '../../domain/constants';

describe('orderTypeLabelKey (§2.11 order type badge)', () => {
  const seatSlug = AT_THE_SEAT_SLUGS[0];
  it.each([
    ['onsite at an ordinary store', 'onsite', 'la-esquina', 'landing.serviceTypes.onsite'],
    ['onsite at an at-the-seat store', 'onsite', seatSlug, 'landing.serviceTypes.atTheSeat'],
    [
      'takeaway at an at-the-seat store stays takeaway',
      'takeaway',
      seatSlug,
      'landing.serviceTypes.takeaway',
    ],
    [
      'delivery at an at-the-seat store stays delivery',
      'delivery',
      seatSlug,
      'landing.serviceTypes.delivery',
    ],
    ['no token', 'onsite', null, 'landing.serviceTypes.onsite'],
  ] as const)('%s', (_name, type, token, expected) => {
    expect(orderTypeLabelKey(type, token)).toBe(expected);
  });

  it('covers every at-the-seat slug', () => {
    for (const slug of AT_THE_SEAT_SLUGS)
      expect(orderTypeLabelKey('onsite', slug)).toBe('landing.serviceTypes.atTheSeat');
  });
});
