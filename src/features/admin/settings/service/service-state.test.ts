// The service settings' pure pieces: how a failed save reads, money as typed, the tab in the URL.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../api/errors';
import { moneyText, parseDecimal, parseMoney } from './money-input';
import { saveFailure } from './section-state';
import { tabHref, tabOf } from './settings-tab';

const apiError = (status: number, body: Record<string, unknown>) =>
  new ApiError({
    status,
    message: typeof body.message === 'string' ? body.message : 'refused',
    method: 'PUT',
    url: '/api/admin/settings/hours',
    body,
    errors: body.errors as Record<string, string[]> | undefined,
  });

describe('saveFailure', () => {
  it('reads a conflict with the current section', () => {
    const current = { version: 3, value: { timezone: 'UTC' } };
    expect(saveFailure(apiError(409, { code: 'edit_conflict', current }))).toEqual({
      kind: 'conflict',
      current,
    });
    expect(saveFailure(apiError(409, { code: 'edit_conflict' }))).toEqual({
      kind: 'conflict',
      current: null,
    });
  });

  it('reads field errors, other refusals, the session and failures', () => {
    expect(
      saveFailure(
        apiError(422, {
          code: 'invalid_body',
          errors: { 'value.timezone': ['timezone'], 'value.business_hours.monday.hours': ['x'] },
        }),
      ),
    ).toEqual({
      kind: 'invalid',
      errors: { timezone: 'timezone', 'business_hours.monday.hours': 'invalid' },
    });
    expect(saveFailure(apiError(409, { code: 'domain_taken' }))).toEqual({
      kind: 'refused',
      code: 'domain_taken',
    });
    expect(saveFailure(apiError(401, { code: 'unauthorized' }))).toEqual({ kind: 'unauthorized' });
    expect(saveFailure(apiError(503, { code: 'x' }))).toEqual({ kind: 'failed' });
    expect(saveFailure(new Error('offline'))).toEqual({ kind: 'failed' });
  });
});

describe('money as typed', () => {
  it('turns major units into minor units, with either decimal mark', () => {
    expect(parseMoney('12.5')).toBe(1250);
    expect(parseMoney('12,50')).toBe(1250);
    expect(parseMoney('1.500')).toBe(150000);
    expect(parseMoney('1,234.56')).toBe(123456);
    expect(parseMoney(' 7 ')).toBe(700);
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('12.345.6')).toBeNaN();
    expect(parseMoney('abc')).toBeNaN();
    expect(parseMoney('-3')).toBeNaN();
  });

  it('shows minor units back as major units', () => {
    expect(moneyText(1250)).toBe('12.50');
    expect(moneyText(5)).toBe('0.05');
    expect(moneyText(null)).toBe('');
  });

  it('reads decimals with a comma or a dot', () => {
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('1e3')).toBeNaN();
  });
});

describe('the settings tab in the URL', () => {
  const ids = ['hours', 'services', 'payments'];
  it('keeps a known tab and opens the first otherwise', () => {
    expect(tabOf('?section=settings&tab=services', ids)).toBe('services');
    expect(tabOf('section=settings&tab=nope', ids)).toBe('hours');
    expect(tabOf('', ids)).toBe('hours');
    expect(tabOf('?tab=hours', [])).toBeUndefined();
    expect(tabHref('fees')).toBe('/admin?section=settings&tab=fees');
  });
});
