// Refusals come off the wire: the code is kept only when the storefront knows it, params only as
// strings or finite numbers, and stock lines only when each one is well formed.
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { readRefusal, refusalOf } from './refusal';

const shortage = {
  product_id: 'crab',
  variant_id: 'crab-v',
  name: 'Crab Cakes',
  variant_name: null,
  requested: 3,
  available: 1,
};

describe('readRefusal', () => {
  it('keeps a known code with its params and stock lines', () => {
    expect(
      readRefusal({
        message: 'Not enough stock',
        code: 'out_of_stock',
        params: { minimum: 3000, until: '2026-01-01T10:00:00Z' },
        items: [shortage],
      }),
    ).toEqual({
      code: 'out_of_stock',
      params: { minimum: 3000, until: '2026-01-01T10:00:00Z' },
      items: [shortage],
    });
  });

  it('drops an unknown code, bad params and malformed stock lines', () => {
    expect(
      readRefusal({
        message: 'Nope',
        code: 'made_up_code',
        params: { ok: 1, nested: { a: 1 }, infinite: Number.POSITIVE_INFINITY, list: [1] },
        items: [
          shortage,
          { ...shortage, available: -1 },
          { ...shortage, requested: 1.5 },
          { ...shortage, variant_id: 7 },
          { ...shortage, variant_name: 3 },
          'crab',
        ],
      }),
    ).toEqual({ code: undefined, params: { ok: 1 }, items: [shortage] });
  });

  it('leaves out params and items that hold nothing usable', () => {
    const nothing = { code: undefined, params: undefined, items: undefined };
    expect(readRefusal({ message: 'x', code: 42, params: { a: null }, items: [{}] })).toEqual(
      nothing,
    );
    expect(readRefusal({ message: 'x', params: 'a', items: 'b' })).toEqual(nothing);
    expect(readRefusal('<html>')).toEqual(nothing);
  });
});

describe('refusalOf', () => {
  it('reads the body an ApiError or a sender failure carries', () => {
    const api = new ApiError({
      status: 409,
      message: 'm',
      method: 'PATCH',
      url: '/api/x',
      body: { code: 'coupon_used_up', params: { n: 2 } },
    });
    expect(refusalOf(api)).toMatchObject({ code: 'coupon_used_up', params: { n: 2 } });
    const sent = Object.assign(new Error('m'), { status: 409, body: { code: 'store_closed' } });
    expect(refusalOf(sent).code).toBe('store_closed');
    expect(refusalOf(new Error('no body')).code).toBeUndefined();
    expect(refusalOf(null).code).toBeUndefined();
  });
});
