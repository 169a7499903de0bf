import { describe, expect, it } from 'vitest';
import { buildUrl, segment } from './url';

describe('buildUrl', () => {
  it('joins base and path with exactly one slash', () => {
    expect(buildUrl('/api', '/ms-x/y')).toBe('/api/ms-x/y');
    expect(buildUrl('/api/', 'ms-x/y')).toBe('/api/ms-x/y');
  });

  it('drops null and undefined query values and encodes the rest', () => {
    expect(
      buildUrl('/api', '/v', { company_id: 'a b', date: '2026-01-02', from: undefined, x: null }),
    ).toBe('/api/v?company_id=a+b&date=2026-01-02');
  });

  it('works with an absolute base', () => {
    expect(buildUrl('https://api.example/api', '/h')).toBe('https://api.example/api/h');
  });
});

describe('segment', () => {
  it('keeps a host name intact but escapes slashes', () => {
    expect(segment('demo.localhost')).toBe('demo.localhost');
    expect(segment('../x')).toBe('..%2Fx');
  });
});
