import { describe, expect, it } from 'vitest';
import { HtmlCache } from './html-cache';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('HtmlCache', () => {
  it('makes a page once for concurrent requests of one key', async () => {
    const cache = new HtmlCache<string>((page) => page.length);
    let made = 0;
    const make = async () => {
      made += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 'page';
    };
    const pages = await Promise.all([cache.get('k', make), cache.get('k', make)]);
    expect(pages).toEqual(['page', 'page']);
    expect(made).toBe(1);
    expect(await cache.get('other', make)).toBe('page');
    expect(made).toBe(2);
  });

  it('forgets a failed page', async () => {
    const cache = new HtmlCache<string>((page) => page.length);
    await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow();
    await settle();
    expect(await cache.get('bad', () => Promise.resolve('fixed'))).toBe('fixed');
  });

  it('keeps to its bytes, dropping the least recently used pages first', async () => {
    const cache = new HtmlCache<string>((page) => page.length, 10);
    await cache.get('a', () => Promise.resolve('aaaa'));
    await cache.get('b', () => Promise.resolve('bbbb'));
    await settle();
    await cache.get('a', () => Promise.resolve('unused')); // touched: 'b' is now the oldest
    await cache.get('c', () => Promise.resolve('cccc')); // 12 bytes: 'b' goes
    await settle();
    expect(await cache.get('a', () => Promise.resolve('new a'))).toBe('aaaa');
    expect(await cache.get('c', () => Promise.resolve('new c'))).toBe('cccc');
    expect(await cache.get('b', () => Promise.resolve('new b'))).toBe('new b');
  });
});
