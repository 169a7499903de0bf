import { describe, expect, it } from 'vitest';
import type { EcommerceSettings } from '../../src/domain/types';
import type { FontName } from '../../src/domain/constants';
import { BRAND_FONTS, fontCss } from '../../src/domain/font-files';
import { companyFontHeadTags, fontHeadTags } from './font-links';

const preloads = (html: string): string[] =>
  html.split('\n').filter((tag) => tag.includes('rel="preload"'));
/** The fonts whose rules are inline, each checked to be exactly /fonts/{name}.css's rules. */
const stylesheets = (html: string): string[] =>
  [...html.matchAll(/<style data-font="([^"]+)">([\s\S]*?)<\/style>/g)].map((m) => {
    expect(m[2]).toBe(fontCss(m[1] as FontName));
    expect(m[2]).toContain('font-display: swap');
    // The metric-matched fallback faces come with the brand faces, in the first HTML.
    expect(m[2]).toContain(`font-family: '${BRAND_FONTS[m[1] as FontName].fallback.family}';`);
    return `/fonts/${m[1]!}.css`;
  });

describe('fontHeadTags', () => {
  it('inlines each font in use and preloads only the company’s own latin file', () => {
    const html = fontHeadTags(['montserrat', 'poppins'], 'en');
    expect(stylesheets(html)).toEqual(['/fonts/montserrat.css', '/fonts/poppins.css']);
    expect(preloads(html)).toEqual([
      '<link rel="preload" as="font" type="font/woff2" href="/fonts/files/montserrat-latin-800-normal.woff2" crossorigin>',
    ]);
  });

  it('preloads the Arabic face for an Arabic page', () => {
    const html = fontHeadTags(['noto_serif'], 'ar');
    expect(preloads(html)).toEqual([
      '<link rel="preload" as="font" type="font/woff2" href="/fonts/files/noto-sans-arabic-arabic-800-normal.woff2" crossorigin>',
    ]);
    expect(stylesheets(html)).toEqual(['/fonts/noto_serif.css']);
  });

  it('names a file the font’s own stylesheet uses, for every font', () => {
    for (const font of ['wendy_one', 'rubik', 'alfa_slab_one', 'nunito'] as const) {
      const [tag] = preloads(fontHeadTags([font], 'en'));
      expect(tag).toMatch(
        new RegExp(`href="/fonts/files/${font.replace(/_/g, '-')}-latin-\\d00-normal\\.woff2"`),
      );
    }
  });

  it('lists a font once and skips names that are not fonts', () => {
    const html = fontHeadTags(['rubik', 'rubik', 'nope' as 'rubik', 'nunito'], 'es');
    expect(stylesheets(html)).toEqual(['/fonts/rubik.css', '/fonts/nunito.css']);
    expect(preloads(html)).toHaveLength(1);
    expect(fontHeadTags([], 'en')).toBe('');
  });
});

describe('fallback faces in the head', () => {
  it('inline the Arabic company’s metric-matched local faces, with no request of their own', () => {
    const html = fontHeadTags(['noto_serif'], 'ar');
    const style = /<style data-font="noto_serif">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const fallback = style.slice(style.indexOf("font-family: 'Noto Serif Fallback'"));
    expect(fallback).toContain("src: local('DejaVu Sans'), local('DejaVuSans');");
    expect(fallback).toContain('size-adjust: 108.79%;');
    expect(fallback).toContain(
      "src: local('Times New Roman'), local('Liberation Serif'), local('Tinos');",
    );
    expect(fallback).toContain('size-adjust: 128.74%;');
    expect(fallback).not.toContain('url(');
    // Still one preload: the fallbacks are local fonts.
    expect(preloads(html)).toHaveLength(1);
  });
});

describe('companyFontHeadTags', () => {
  it('uses the storefront’s rule: title font first, then content and product fonts', () => {
    const settings = {
      layout_settings: {
        landing: { title: { font: 'wendy_one' }, content: { font: 'montserrat' } },
        product: { content: { font: 'wendy_one' } },
      },
    } as unknown as Pick<EcommerceSettings, 'layout_settings'>;
    const html = companyFontHeadTags(settings, 'en');
    expect(stylesheets(html)).toEqual(['/fonts/wendy_one.css', '/fonts/montserrat.css']);
    expect(preloads(html)[0]).toContain('/fonts/files/wendy-one-latin-400-normal.woff2');
    expect(stylesheets(companyFontHeadTags(null, 'en'))).toEqual(['/fonts/poppins.css']);
  });
});
