import { describe, expect, it } from 'vitest';
import { requestHash } from './idempotency';

describe('idempotency request hash', () => {
  it('ignores key order and spacing but not values, paths or methods', () => {
    const a = requestHash('POST', '/api/x', { a: 1, b: { c: [1, 2], d: null } });
    expect(requestHash('POST', '/api/x', { b: { d: null, c: [1, 2] }, a: 1 })).toBe(a);
    expect(requestHash('POST', '/api/x', { a: 2, b: { c: [1, 2], d: null } })).not.toBe(a);
    expect(requestHash('POST', '/api/x', { a: 1, b: { c: [2, 1], d: null } })).not.toBe(a);
    expect(requestHash('POST', '/api/y', { a: 1, b: { c: [1, 2], d: null } })).not.toBe(a);
    expect(requestHash('PATCH', '/api/x', { a: 1, b: { c: [1, 2], d: null } })).not.toBe(a);
  });
});
