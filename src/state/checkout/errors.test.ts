// §8 and issue [7/13]: server refusals become localized checkout messages chosen by their code,
// with money formatted in the company currency; only address refusals blame the address.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import type { ErrorCode, ErrorParams } from '../../domain/error-codes';
import { makeCompany } from '../../domain/order-taking.fixtures';
import { app, hold } from '../app';
import { blamesAddress, noticeFor, priceLookupBlamesAddress } from './errors';
import { CheckoutError } from './order';
import { codeNotice } from '../error-notice';

const api = (
  status: number,
  message: string,
  extra: { errors?: string[]; code?: ErrorCode; params?: ErrorParams } = {},
) =>
  new ApiError({
    status,
    message,
    method: 'POST',
    url: '/api/x',
    ...(extra.errors ? { errors: extra.errors } : {}),
    body: { message, ...extra },
  });

const usd = { code: 'USD', symbol: '$', tax: '', position: 'left', show_decimals: true } as const;

beforeEach(() => {
  app.company = hold(makeCompany({ currency: { ...usd }, timezone: 'America/New_York' }));
});
afterEach(() => {
  app.company = null;
});

describe('noticeFor', () => {
  it('picks the message by code, whatever the server wrote', () => {
    expect(noticeFor(api(409, 'Not enough stock', { code: 'out_of_stock' }))).toEqual({
      key: 'errors.out_of_stock',
    });
    expect(noticeFor(api(422, 'Whatever text', { code: 'store_closed' }))).toEqual({
      key: 'errors.store_closed',
    });
  });

  it('formats money params in the company currency, never as minor units', () => {
    const notice = noticeFor(
      api(422, 'the order needs at least 3000 (minor units) of items', {
        code: 'below_delivery_minimum',
        params: { minimum: 3000, missing: 1250 },
      }),
    );
    expect(notice).toEqual({
      key: 'errors.below_delivery_minimum',
      params: { minimum: '$ 30.00', missing: '$ 12.50' },
    });
    expect(
      noticeFor(api(422, 'x', { code: 'coupon_min_amount', params: { min_amount: 3000 } })),
    ).toEqual({ key: 'errors.coupon_min_amount', params: { min_amount: '$ 30.00' } });
  });

  it('uses the plain wording when a param is missing or of the wrong type', () => {
    expect(noticeFor(api(422, 'x', { code: 'below_delivery_minimum' }))).toEqual({
      key: 'errors.plain.below_delivery_minimum',
    });
    expect(
      noticeFor(api(422, 'x', { code: 'coupon_min_amount', params: { min_amount: '3000' } })),
    ).toEqual({ key: 'errors.plain.coupon_min_amount' });
    expect(noticeFor(api(409, 'x', { code: 'service_paused', params: { until: 'soon' } }))).toEqual(
      { key: 'errors.plain.service_paused' },
    );
  });

  it('shows a pause end in the company time zone', () => {
    const notice = codeNotice(
      'service_paused',
      { until: '2026-03-02T15:30:00Z' },
      { currency: null, timeZone: 'America/New_York', locale: 'en', hour12: true },
    );
    expect(notice).toEqual({ key: 'errors.service_paused', params: { until: 'Mon 10:30 AM' } });
    expect(
      codeNotice(
        'reward_points_short',
        { required: 1500 },
        { currency: null, timeZone: null, locale: 'en' },
      ),
    ).toEqual({ key: 'errors.reward_points_short', params: { required: '1,500' } });
  });

  it.each([
    [api(409, 'Not enough stock for Burger'), 'checkout.errors.refused'],
    [api(422, 'Nope'), 'checkout.errors.refused'],
    [api(0, 'Failed to fetch'), 'checkout.errors.offline'],
    [api(404, 'Order not found'), 'checkout.errors.notFound'],
    [api(429, 'Too many'), 'errors.rate_limited'],
    [api(500, 'Internal server error'), 'checkout.errors.generic'],
    [new Error('boom'), 'checkout.errors.generic'],
  ])('without a code (an older server), falls back by status: %s → %s', (error, key) => {
    expect(noticeFor(error).key).toBe(key);
  });

  it('passes a CheckoutError’s own key through', () => {
    expect(noticeFor(new CheckoutError('offline.needsConnection'))).toEqual({
      key: 'offline.needsConnection',
    });
  });
});

describe('blamesAddress', () => {
  it.each<[ErrorCode, boolean]>([
    ['outside_delivery_area', true],
    ['address_unknown', true],
    ['address_no_location', true],
    ['below_delivery_minimum', false],
    ['out_of_stock', false],
    ['store_closed', false],
    ['monthly_limit_reached', false],
    ['payment_method_unknown', false],
  ])('%s → %s', (code, blamed) => {
    expect(blamesAddress(noticeFor(api(422, 'x', { code })))).toBe(blamed);
  });

  it('never blames the address for a refusal it cannot explain, nor for the network', () => {
    expect(blamesAddress(noticeFor(api(422, 'address is out of coverage')))).toBe(false);
    expect(blamesAddress(noticeFor(api(0, 'Failed to fetch')))).toBe(false);
    // The device's own coverage check (offline price lookup) does blame it.
    expect(blamesAddress({ key: 'checkout.errors.coverage' })).toBe(true);
  });

  it('a delivery order below the minimum is not reported as an address problem', () => {
    const notice = noticeFor(
      api(422, 'x', { code: 'below_delivery_minimum', params: { minimum: 3000, missing: 500 } }),
    );
    expect(notice.key).not.toMatch(/coverage|address/);
    expect(blamesAddress(notice)).toBe(false);
  });
});

describe('priceLookupBlamesAddress', () => {
  const blamed = (error: unknown) => priceLookupBlamesAddress(error, noticeFor(error));

  it('blames the address for its own codes, and for a 422 from a server without codes', () => {
    expect(blamed(api(422, 'x', { code: 'outside_delivery_area' }))).toBe(true);
    expect(blamed(api(422, 'Outside the delivery coverage'))).toBe(true);
    // The device's own coverage check when offline.
    expect(blamed(new CheckoutError('checkout.errors.coverage'))).toBe(true);
  });

  it('not for the network, a rate limit, a server fault or another code', () => {
    expect(blamed(api(0, 'Failed to fetch'))).toBe(false);
    expect(blamed(api(429, 'Slow down', { code: 'rate_limited' }))).toBe(false);
    expect(blamed(api(500, 'Internal server error'))).toBe(false);
    expect(blamed(api(422, 'x', { code: 'invalid_request' }))).toBe(false);
  });
});
