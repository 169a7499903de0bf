import { describe, expect, it } from 'vitest';
import { withoutParam, withQuery } from './query-string';

describe('withQuery (§2.1 navigation keeps the query string)', () => {
  it('carries the current query to the next route', () => {
    expect(withQuery('/products', 'qr-id=q1&utm_source=ig')).toBe(
      '/products?qr-id=q1&utm_source=ig',
    );
    expect(withQuery('/products', '?qr-id=q1')).toBe('/products?qr-id=q1');
  });
  it('leaves the path bare when there is no query', () => {
    expect(withQuery('/cart', '')).toBe('/cart');
  });
  it("lets the target's own parameters win", () => {
    expect(withQuery('/tracking?order_id=o2', 'order_id=o1&qr-id=q1')).toBe(
      '/tracking?order_id=o2&qr-id=q1',
    );
  });
});

describe('withoutParam', () => {
  it('drops one parameter and keeps the rest', () => {
    expect(withoutParam('?product=pizza-ab12&qr-id=q1', 'product')).toBe('?qr-id=q1');
    expect(withoutParam('product=x', 'product')).toBe('');
  });
});
