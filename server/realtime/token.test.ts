import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../src/domain/types';
import {
  attachLiveToken,
  configureLiveTokens,
  issueLiveToken,
  readLiveToken,
  sealJson,
  tokenKey,
} from './token';

configureLiveTokens('unit-test-secret-0123456789');
const ids = { companyId: 'company-1', orderId: 'order-1' };

function flipByte(token: string, index: number): string {
  const raw = Buffer.from(token, 'base64url');
  raw[index] = (raw[index] ?? 0) ^ 0x01;
  return raw.toString('base64url');
}

describe('live tokens', () => {
  it('round-trips {companyId, origin: webapp, orderId}; one token per order, random IVs', () => {
    const a = issueLiveToken(ids);
    expect(readLiveToken(a)).toEqual({ ...ids, origin: 'webapp' });
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
    // Repeated reads of an order answer the same token; each order's IV is its own.
    expect(issueLiveToken(ids)).toBe(a);
    const b = issueLiveToken({ ...ids, orderId: 'order-2' });
    const iv = (t: string) => Buffer.from(t, 'base64url').subarray(0, 12).toString('hex');
    expect(iv(b)).not.toBe(iv(a));
    const key = tokenKey('unit-test-secret-0123456789');
    expect(sealJson(key, { x: 1 })).not.toBe(sealJson(key, { x: 1 }));
  });

  it('attaches the token to an order as live_token', () => {
    const order = attachLiveToken({ id: 'order-9', company_id: 'company-1' } as Order);
    expect(readLiveToken(order.live_token ?? '')).toEqual({
      companyId: 'company-1',
      origin: 'webapp',
      orderId: 'order-9',
    });
  });

  it('refuses a flipped byte anywhere: iv, tag or ciphertext', () => {
    const token = issueLiveToken(ids);
    for (const index of [0, 13, 30, Buffer.from(token, 'base64url').length - 1])
      expect(readLiveToken(flipByte(token, index))).toBeNull();
  });

  it('refuses truncated, empty, oversized and non-base64url tokens', () => {
    const token = issueLiveToken(ids);
    expect(readLiveToken(token.slice(0, -4))).toBeNull();
    expect(readLiveToken(token.slice(0, 20))).toBeNull();
    expect(readLiveToken('')).toBeNull();
    expect(readLiveToken('a'.repeat(5000))).toBeNull();
    expect(readLiveToken(`${token}==`)).toBeNull();
  });

  it('refuses payloads of the wrong shape even when well encrypted', () => {
    const key = tokenKey('unit-test-secret-0123456789');
    expect(readLiveToken(sealJson(key, { ...ids, origin: 'admin' }))).toBeNull();
    expect(readLiveToken(sealJson(key, { companyId: 'c' }))).toBeNull();
    expect(readLiveToken(sealJson(key, { ...ids, origin: 'webapp', extra: 1 }))).toBeNull();
    expect(readLiveToken(sealJson(key, 'text'))).toBeNull();
    expect(readLiveToken(sealJson(randomBytes(32), { ...ids, origin: 'webapp' }))).toBeNull();
  });
});
