import { describe, expect, it } from 'vitest';
import { isObsoleteCache } from './cache-names';
import { PAGES_CACHE_PREFIX, buildId, isKeepable, pagesCacheName } from './pages';

const html = (status = 200, type = 'text/html; charset=utf-8') =>
  new Response('<html></html>', { status, headers: { 'Content-Type': type } });

describe('buildId', () => {
  it('changes when any precached file changes, and only then', () => {
    const entries = [{ url: '/index.html', revision: 'a1' }, '/assets/index-AbC.js'];
    expect(buildId(entries)).toBe(buildId([...entries]));
    expect(buildId([{ url: '/index.html', revision: 'a2' }, '/assets/index-AbC.js'])).not.toBe(
      buildId(entries),
    );
    expect(buildId([{ url: '/index.html', revision: 'a1' }, '/assets/index-XyZ.js'])).not.toBe(
      buildId(entries),
    );
  });
});

describe('isKeepable', () => {
  it('keeps a complete HTML answer for a drawn route, with any query', () => {
    expect(isKeepable(new URL('https://demo.example/products?table=4'), html())).toBe(true);
    expect(isKeepable(new URL('https://demo.example/'), html())).toBe(true);
    expect(isKeepable(new URL('https://demo.example/info'), html())).toBe(true);
  });

  it('never keeps a page the browser draws, an error, a partial answer or another type', () => {
    expect(isKeepable(new URL('https://demo.example/cart'), html())).toBe(false);
    expect(isKeepable(new URL('https://demo.example/tracking'), html())).toBe(false);
    expect(isKeepable(new URL('https://demo.example/products'), html(404))).toBe(false);
    expect(isKeepable(new URL('https://demo.example/products'), html(503))).toBe(false);
    expect(isKeepable(new URL('https://demo.example/products'), html(206))).toBe(false);
    expect(
      isKeepable(new URL('https://demo.example/products'), html(200, 'application/json')),
    ).toBe(false);
  });
});

describe('the drawn pages cache of each build', () => {
  it('keeps this build’s and deletes an older build’s on activation', () => {
    const current = pagesCacheName(buildId(['/assets/index-New.js']));
    const older = pagesCacheName(buildId(['/assets/index-Old.js']));
    expect(current.startsWith(PAGES_CACHE_PREFIX)).toBe(true);
    expect(isObsoleteCache(current, current)).toBe(false);
    expect(isObsoleteCache(older, current)).toBe(true);
    expect(isObsoleteCache('comanda-api-v1', current)).toBe(false);
  });
});
