// §9 image URLs: webp plus '<size>-fallback' for stored raster images, the original otherwise.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductImage } from './ProductImage';
import type { ProductImageProps } from './ProductImage';
import { productImageSet, productImageSources } from '../../domain/product-image';

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

describe('productImageSet', () => {
  it('lists both renditions as srcsets, with the asked size as the plain src', () => {
    const url = '/media/companies/products/images/3f2a.png';
    expect(productImageSet(url, 150)).toEqual({
      webpSrcSet:
        '/media/companies/products/images/150/3f2a.webp 150w, /media/companies/products/images/800/3f2a.webp 800w',
      fallbackSrcSet:
        '/media/companies/products/images/150-fallback/3f2a.png 150w, /media/companies/products/images/800-fallback/3f2a.png 800w',
      src: '/media/companies/products/images/150-fallback/3f2a.png',
    });
  });

  it.each([['/media/demo/products/classic-burger.svg'], ['https://other.example/burger.jpg']])(
    'keeps %s as its one URL, without srcset',
    (url) => {
      expect(productImageSet(url, 800)).toEqual({
        webpSrcSet: null,
        fallbackSrcSet: null,
        src: url,
      });
    },
  );

  it('has nothing to show without a URL', () => {
    expect(productImageSet(undefined, 800)).toBeNull();
  });
});

describe('<ProductImage>', () => {
  const render = (props: ProductImageProps): string =>
    renderToStaticMarkup(createElement(ProductImage, props));

  it('offers both webp renditions in a <picture>, with sizes, dimensions and lazy loading', () => {
    const html = render({
      url: '/media/companies/products/images/ab12.jpg',
      size: 150,
      alt: '',
      sizes: '(min-width: 600px) 150px, 112px',
      lazy: true,
    });
    expect(html).toContain(
      '<source srcSet="/media/companies/products/images/150/ab12.webp 150w, /media/companies/products/images/800/ab12.webp 800w" sizes="(min-width: 600px) 150px, 112px" type="image/webp"/>',
    );
    expect(html).toContain('src="/media/companies/products/images/150-fallback/ab12.jpg"');
    expect(html).toContain(
      'srcSet="/media/companies/products/images/150-fallback/ab12.jpg 150w, /media/companies/products/images/800-fallback/ab12.jpg 800w"',
    );
    expect(html).toMatch(/width="150" height="150" loading="lazy" decoding="async"/);
  });

  it('loads an eager image at once, and an SVG or foreign image as it is', () => {
    const html = render({ url: '/media/demo/products/burger.svg', size: 800, alt: 'Burger' });
    expect(html).not.toContain('<source');
    expect(html).not.toContain('srcSet');
    expect(html).toContain('src="/media/demo/products/burger.svg"');
    expect(html).toMatch(/alt="Burger" width="800" height="800" loading="eager"/);
  });

  it('shows a placeholder without an image', () => {
    expect(render({ url: null, size: 150, alt: '' })).toContain('pp-image--placeholder');
  });
});
