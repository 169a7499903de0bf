import { describe, expect, it } from 'vitest';
import { fallbackFamilyName, fontFamilyName, fontsInUse, themeVariables } from './theme-vars';
import { contrastRatio } from '../domain/brand-colors';
import type { EcommerceSettings } from '../domain/types';

function settingsWith(layout: unknown): Pick<EcommerceSettings, 'layout_settings'> {
  return { layout_settings: layout } as Pick<EcommerceSettings, 'layout_settings'>;
}

describe('themeVariables (§5.8 theme colours and fonts)', () => {
  it('cuts colours to #RRGGBB', () => {
    const { vars } = themeVariables(
      settingsWith({
        landing: {},
        product: { buttons_icons: { background_color: '#FF0000CC', text_color: '#000000' } },
      }),
    );
    expect(vars['--c-primary']).toBe('#FF0000');
    expect(vars['--c-on-primary']).toBe('#000000');
  });

  it('uses the brand primary colour and poppins when nothing is configured', () => {
    const { vars, fonts } = themeVariables(null);
    // #006EFF behind white text is 4.49:1: the buttons take the shade of it that reads.
    expect(vars['--c-primary']).toBe('#006DFC');
    expect(vars['--c-on-primary']).toBe('#FFFFFF');
    expect(vars['--c-focus']).toBe('#006EFF');
    expect(fonts).toEqual(['poppins']);
    expect(vars['--font-title']).toMatch(/^'Poppins', 'Poppins Fallback', system-ui/);
    expect(vars['--font-title-weight']).toBe('700');
  });

  it('falls back to poppins for an unknown font and keeps known ones', () => {
    const { fonts } = themeVariables(
      settingsWith({
        landing: { title: { font: 'comic_sans' }, content: { font: 'rubik' } },
        product: {},
      }),
    );
    expect(fonts).toEqual(['poppins', 'rubik']);
  });
});

describe('fontFamilyName', () => {
  it('turns the font key into its family name', () => {
    expect(fontFamilyName('wendy_one')).toBe('Wendy One');
    expect(fontFamilyName('noto_serif')).toBe('Noto Serif');
  });

  it('names the metric-matched fallback family after it', () => {
    expect(fallbackFamilyName('wendy_one')).toBe('Wendy One Fallback');
    expect(fallbackFamilyName('noto_serif')).toBe('Noto Serif Fallback');
  });
});

describe('font stacks (--font-title, --font-content, --font-product)', () => {
  it('put each font’s fallback family right after it, then the system stack', () => {
    const { vars } = themeVariables(
      settingsWith({
        landing: { title: { font: 'montserrat' }, content: { font: 'noto_serif' } },
        product: { content: { font: 'wendy_one' } },
      }),
    );
    expect(vars['--font-title']).toBe(
      "'Montserrat', 'Montserrat Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', sans-serif",
    );
    expect(vars['--font-content']).toMatch(/^'Noto Serif', 'Noto Serif Fallback', system-ui, /);
    expect(vars['--font-product']).toMatch(/^'Wendy One', 'Wendy One Fallback', system-ui, /);
  });
});

describe('fontsInUse (shared with the server-filled head)', () => {
  it('puts the company’s own (title) font first, then content and product fonts, each once', () => {
    const settings = settingsWith({
      landing: { title: { font: 'alfa_slab_one' }, content: { font: 'rubik' } },
      product: { content: { font: 'alfa_slab_one' } },
    });
    expect(fontsInUse(settings)).toEqual(['alfa_slab_one', 'rubik']);
    expect(themeVariables(settings).fonts).toEqual(fontsInUse(settings));
    expect(
      fontsInUse(settingsWith({ landing: {}, product: { content: { font: 'nunito' } } })),
    ).toEqual(['poppins', 'nunito']);
  });
});

describe('readable theme colours (issue [13/13])', () => {
  const ratio = (a: string | undefined, b: string | undefined): number =>
    contrastRatio(a ?? '', b ?? '') ?? 0;

  it('puts white text on a dark secondary colour (the demo categories drawer, 1.55:1 before)', () => {
    const { vars } = themeVariables(
      settingsWith({
        landing: {},
        product: { secondary_color: '#134E4A', content: { text_color: '#1F2937' } },
      }),
    );
    expect(vars['--c-secondary']).toBe('#134E4A');
    expect(vars['--c-on-secondary']).toBe('#FFFFFF');
    expect(ratio(vars['--c-on-secondary-muted'], '#134E4A')).toBeGreaterThanOrEqual(4.5);
    // The body text stays the company's own on the white page.
    expect(vars['--c-text']).toBe('#1F2937');
  });

  it('keeps a light brand colour for fills but gives it dark text, and a dark shade for links', () => {
    const { vars } = themeVariables(
      settingsWith({
        landing: {},
        product: { buttons_icons: { background_color: '#FFFF00', text_color: '#FFFFFF' } },
      }),
    );
    expect(vars['--c-primary']).toBe('#FFFF00');
    expect(ratio(vars['--c-on-primary'], '#FFFF00')).toBeGreaterThanOrEqual(4.5);
    expect(ratio(vars['--c-primary-text'], '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(ratio(vars['--c-focus'], '#FFFFFF')).toBeGreaterThanOrEqual(3);
  });

  it('lightens a page background the text cannot be read on', () => {
    const { vars } = themeVariables(
      settingsWith({
        landing: {},
        product: { body: { background_color: '#134E4A' }, content: { text_color: '#1F2937' } },
      }),
    );
    expect(vars['--c-text']).toBe('#1F2937');
    expect(ratio(vars['--c-text'], vars['--c-page-bg'])).toBeGreaterThanOrEqual(4.5);
    expect(ratio(vars['--c-muted'], vars['--c-page-bg'])).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves text on a photo background as the company chose it', () => {
    const { vars } = themeVariables(
      settingsWith({
        landing: {
          body: { background_type: 'image', background_color: '#FFFFFF' },
          content: { text_color: '#FFFFFF' },
        },
        product: {},
      }),
    );
    expect(vars['--c-landing-text']).toBe('#FFFFFF');
  });
});
