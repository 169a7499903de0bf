import { describe, expect, it } from 'vitest';
import { parseOrderEvent } from './event-schema';

describe('parseOrderEvent: a tab change (issue [17/21])', () => {
  const change = { event_type: 'TAB_CHANGED', company_id: 'c-1', qr_id: 'qr-1', change: 'ROUND' };

  it('accepts a well-formed tab change', () => {
    expect(parseOrderEvent(JSON.stringify(change))).toEqual(change);
  });

  it.each([
    ['an unknown change', { ...change, change: 'EATEN' }],
    ['a malformed QR id', { ...change, qr_id: '../x' }],
    ['no company', { ...change, company_id: undefined }],
    ['an extra field', { ...change, amount: 100 }],
  ])('refuses %s', (_name, value) => {
    expect(parseOrderEvent(JSON.stringify(value))).toBeNull();
  });
});
