// §8: server refusals become clear checkout messages.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { blamesAddress, noticeFor } from './checkout-errors';

const api = (status: number, message: string, errors?: string[]) =>
  new ApiError({ status, message, method: 'POST', url: '/api/x', ...(errors ? { errors } : {}) });

describe('noticeFor', () => {
  it.each([
    [api(409, 'Not enough stock for Burger'), 'checkout.errors.stock'],
    [api(422, 'The company is closed'), 'checkout.errors.closed'],
    [api(422, 'Monthly order limit reached'), 'checkout.errors.limit'],
    [api(422, 'Delivery is paused'), 'checkout.errors.paused'],
    [api(422, 'Refused', ['address is out of coverage']), 'checkout.errors.coverage'],
    [api(422, 'Nope'), 'checkout.errors.refused'],
    [api(0, 'Failed to fetch'), 'checkout.errors.offline'],
    [api(404, 'Order not found'), 'checkout.errors.notFound'],
    [api(500, 'Internal server error'), 'checkout.errors.generic'],
    [new Error('boom'), 'checkout.errors.generic'],
  ])('%s → %s', (error, key) => {
    expect(noticeFor(error).key).toBe(key);
  });

  it('blames the address only for coverage and unexplained refusals', () => {
    expect(blamesAddress({ key: 'checkout.errors.coverage' })).toBe(true);
    expect(blamesAddress({ key: 'checkout.errors.refused' })).toBe(true);
    expect(blamesAddress({ key: 'checkout.errors.stock' })).toBe(false);
    expect(blamesAddress({ key: 'checkout.errors.offline' })).toBe(false);
  });
});
