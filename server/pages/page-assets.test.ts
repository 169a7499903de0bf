import { describe, expect, it } from 'vitest';
import type { Category, EcommerceSettings } from '../../src/domain/types';
import { assetTags, assetsOf, lcpImagePreload, withoutInlinedLinks } from './page-assets';

// The shape of Vite's .vite/manifest.json: the entry, a shared chunk, and two route chunks.
const manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_vendor.js'],
    css: ['assets/index-a.css'],
  },
  '_vendor.js': { file: 'assets/vendor-b.js', css: ['assets/vendor-b.css'] },
  '_card.js': { file: 'assets/card-c.js', imports: ['_vendor.js'], css: ['assets/card-c.css'] },
  'src/features/products/ProductsPage.tsx': {
    file: 'assets/ProductsPage-d.js',
    imports: ['_card.js', '_vendor.js'],
    css: ['assets/ProductsPage-d.css'],
  },
  'src/features/landing/LandingPage.tsx': {
    file: 'assets/LandingPage-e.js',
    imports: ['_vendor.js'],
  },
};

describe('assetsOf', () => {
  it('inlines the shell’s CSS and the page’s own, each once', () => {
    const assets = assetsOf(manifest, '/products', (file) => `/*${file}*/`);
    expect(assets.cssFiles).toEqual([
      'assets/vendor-b.css',
      'assets/index-a.css',
      'assets/card-c.css',
      'assets/ProductsPage-d.css',
    ]);
    expect(assets.css).toBe(assets.cssFiles.map((f) => `/*${f}*/`).join('\n'));
  });

  it('gives a page that adds no CSS the shell’s alone', () => {
    const assets = assetsOf(manifest, '/', () => '');
    expect(assets.cssFiles).toEqual(['assets/vendor-b.css', 'assets/index-a.css']);
  });
});

describe('the template and the tags', () => {
  it('drops exactly the stylesheet links of the inlined CSS', () => {
    const template =
      '<head><link rel="stylesheet" crossorigin href="/assets/index-a.css">\n<link rel="stylesheet" crossorigin href="/assets/other.css"></head>';
    const html = withoutInlinedLinks(template, ['assets/index-a.css']);
    expect(html).not.toContain('index-a.css');
    expect(html).toContain('/assets/other.css');
  });

  it('cannot close its own <style> early', () => {
    const tags = assetTags({ css: 'a{}</style><script>', cssFiles: [] });
    expect(tags.match(/<\/style>/g)).toHaveLength(1);
  });
});

const product = (id: string, imageUrl: string | null, visible = true) => ({
  id,
  visible,
  images: imageUrl ? [{ image_url: imageUrl }] : [],
});

describe('lcpImagePreload', () => {
  it('preloads the first visible card’s photo at the card’s sizes, in webp', () => {
    const categories = [
      {
        products: [
          product('hidden', '/media/companies/products/images/h.jpg', false),
          product('p1', '/media/companies/products/images/a.jpg'),
        ],
      },
    ] as unknown as Category[];
    const tag = lcpImagePreload('/products', categories, null)!;
    expect(tag).toContain('imagesrcset="/media/companies/products/images/150/a.webp 150w');
    expect(tag).toContain('imagesizes="(min-width: 600px) 150px, 112px"');
    expect(tag).toContain('type="image/webp"');
    expect(tag).not.toContain('/h.');
  });

  it('preloads the one URL of an image without renditions, and nothing without an image', () => {
    const svg = [{ products: [product('p1', '/media/demo/burger.svg')] }] as unknown as Category[];
    expect(lcpImagePreload('/products', svg, null)).toContain('href="/media/demo/burger.svg"');
    const none = [{ products: [product('p1', null)] }] as unknown as Category[];
    expect(lcpImagePreload('/products', none, null)).toBeNull();
    expect(lcpImagePreload('/info', svg, null)).toBeNull();
  });

  it('preloads the landing’s background thumbnail for each viewport', () => {
    const settings = {
      layout_settings: {
        landing: {
          body: {
            background_type: 'image',
            background_color: '#000000',
            background_image: {
              desktop_url: '/d.webp',
              thumbnail_desktop_url: '/d-thumb.webp',
              mobile_url: '/m.webp',
              thumbnail_mobile_url: '/m-thumb.webp',
            },
          },
        },
      },
    } as unknown as EcommerceSettings;
    const tags = lcpImagePreload('/', [], settings)!;
    expect(tags).toContain('href="/m-thumb.webp" media="(max-width: 599px)"');
    expect(tags).toContain('href="/d-thumb.webp" media="(min-width: 600px)"');
    expect(lcpImagePreload('/', [], null)).toBeNull();
  });
});
