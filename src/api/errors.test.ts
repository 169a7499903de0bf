// Error bodies come off the wire: the message and field errors are kept only when well formed;
// the code is kept as sent (src/api/refusal.ts decides whether the storefront knows it).
import { describe, expect, it } from 'vitest';
import { ApiError, errorFromBody } from './errors';

describe('errorFromBody', () => {
  it('keeps well-formed field errors and drops the rest', () => {
    expect(
      errorFromBody({ message: 'Invalid', errors: { phone: ['required'], bad: 'x' } }, 422, ''),
    ).toEqual({ message: 'Invalid', errors: { phone: ['required'] } });
    expect(errorFromBody({ message: 'Invalid', errors: ['a', 'b'] }, 422, '')).toEqual({
      message: 'Invalid',
      errors: ['a', 'b'],
    });
    expect(errorFromBody({ message: 'Invalid', errors: ['a', 1] }, 422, '')).toEqual({
      message: 'Invalid',
    });
  });

  it('falls back to the status text, or the status, without a usable body', () => {
    expect(errorFromBody('<html>', 502, 'Bad Gateway')).toEqual({ message: 'Bad Gateway' });
    expect(errorFromBody(null, 500, '')).toEqual({ message: 'HTTP 500' });
    expect(errorFromBody({ code: 'store_closed' }, 409, '')).toEqual({ message: 'HTTP 409' });
  });
});

describe('ApiError', () => {
  const error = (body: unknown) =>
    new ApiError({ status: 409, message: 'm', method: 'PATCH', url: '/api/x', body });

  it('carries the body as answered and its code as sent', () => {
    const body = { message: 'm', code: 'out_of_stock', items: [] };
    expect(error(body)).toMatchObject({ status: 409, code: 'out_of_stock', body });
    expect(error(body).isNetworkError).toBe(false);
  });

  it('has no code when the body has none, or not as text', () => {
    expect(error({ message: 'm' }).code).toBeUndefined();
    expect(error({ code: 42 }).code).toBeUndefined();
    expect(error({ code: '' }).code).toBeUndefined();
    expect(error('<html>').code).toBeUndefined();
    expect(error(undefined).body).toBeNull();
  });
});
