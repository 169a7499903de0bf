import { describe, expect, it } from 'vitest';
import { isObsoleteCache } from './cache-names';
import { readPageMessage } from './messages';

describe('readPageMessage', () => {
  it('reads SKIP_WAITING and WARM, keeping only string URLs', () => {
    expect(readPageMessage({ type: 'SKIP_WAITING' })).toEqual({ type: 'SKIP_WAITING' });
    expect(readPageMessage({ type: 'WARM', urls: ['/api/a', 3, null, '/api/b'] })).toEqual({
      type: 'WARM',
      urls: ['/api/a', '/api/b'],
    });
  });
  it('ignores anything else', () => {
    for (const data of [null, 'SKIP_WAITING', { type: 'WARM' }, { type: 'CLEAR' }, 42])
      expect(readPageMessage(data)).toBeNull();
  });
  it('caps a warm-up list', () => {
    const urls = Array.from({ length: 100 }, (_, i) => `/api/${i}`);
    const message = readPageMessage({ type: 'WARM', urls });
    expect(message?.type === 'WARM' && message.urls.length).toBe(32);
  });
});

describe('isObsoleteCache', () => {
  it('deletes our older versions and retired caches, never current or foreign ones', () => {
    expect(isObsoleteCache('comanda-api-v0')).toBe(true);
    expect(isObsoleteCache('comanda-menu-v1')).toBe(true);
    expect(isObsoleteCache('comanda-api-v1')).toBe(false);
    expect(isObsoleteCache('comanda-img-v1')).toBe(false);
    expect(isObsoleteCache('comanda-manifest-v1')).toBe(false);
    expect(isObsoleteCache('workbox-precache-v2-http://demo.localhost/')).toBe(false);
  });
});
