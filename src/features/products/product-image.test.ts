// §9 image URLs: webp plus '<size>-fallback' for stored raster images, the original otherwise.
import { describe, expect, it } from 'vitest';
import { productImageSources } from './product-image';

const base = 'https://cdn.example/companies/products/images';

describe('productImageSources', () => {
  it('derives the webp and the fallback copy at the asked size', () => {
    expect(productImageSources(`${base}/burger.jpg`, 800)).toEqual({
      webp: `${base}/800/burger.webp`,
      fallback: `${base}/800-fallback/burger.jpg`,
    });
    expect(productImageSources(`${base}/fries.PNG?v=2`, 150)).toEqual({
      webp: `${base}/150/fries.webp?v=2`,
      fallback: `${base}/150-fallback/fries.PNG?v=2`,
    });
  });

  it.each([
    ['/media/demo/products/classic-burger.svg'],
    ['https://other.example/photos/burger.jpg'],
    [`${base}/800/burger.webp`],
  ])('keeps %s as it is', (url) => {
    expect(productImageSources(url, 800)).toEqual({ webp: null, fallback: url });
  });

  it('has nothing to show without a URL', () => {
    expect(productImageSources(null, 150)).toBeNull();
    expect(productImageSources('  ', 150)).toBeNull();
  });
});
