import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../api/errors';
import { failureOf, isRow, isVersioned } from './save-outcome';

const apiError = (status: number, body: unknown, errors?: Record<string, string[]>) =>
  new ApiError({ status, method: 'PUT', url: '/api/admin/x', message: 'x', body, errors });

describe('save outcome', () => {
  it('reads a 409 edit_conflict with the current section or row', () => {
    const current = { version: 3, value: { a: 1 } };
    expect(failureOf(apiError(409, { code: 'edit_conflict', current }), isVersioned)).toEqual({
      kind: 'conflict',
      current,
    });
    expect(failureOf(apiError(409, { code: 'edit_conflict', current: 'junk' }), isRow)).toEqual({
      kind: 'conflict',
      current: null,
    });
  });

  it('reads field errors without the body prefix, and a duplicate coupon code', () => {
    const invalid = apiError(
      422,
      { code: 'invalid_body' },
      { 'value.layout.title.text_color': ['bad'] },
    );
    expect(failureOf(invalid, isVersioned, 'value.')).toEqual({
      kind: 'invalid',
      errors: { 'layout.title.text_color': 'bad' },
    });
    expect(failureOf(apiError(409, { code: 'coupon_exists' }), isRow)).toEqual({
      kind: 'invalid',
      errors: { code: 'coupon_exists' },
    });
  });

  it('tells a lost session, another refusal and no answer apart', () => {
    expect(failureOf(apiError(401, { code: 'unauthorized' }), isRow)).toEqual({
      kind: 'unauthorized',
    });
    expect(failureOf(apiError(404, { code: 'not_found' }), isRow)).toEqual({
      kind: 'refused',
      code: 'not_found',
    });
    expect(failureOf(apiError(0, null), isRow)).toEqual({ kind: 'offline' });
    expect(failureOf(new Error('boom'), isRow)).toEqual({ kind: 'offline' });
  });
});
