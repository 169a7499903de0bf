// What the link-preview card and touch icon show, and the version that names them (issue
// [13/13]); the drawing itself is checked through the real routes (tests/integration/api/
// previews.test.ts) and, for what a company cannot set up there, below.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { makeCompany as domainCompany } from '../../src/domain/order-taking.fixtures';
import type { Company, EcommerceSettings } from '../../src/domain/types';
import { defaultEcommerceSettings } from '../db/defaults';
import { drawPreview } from './preview-image';
import {
  SUMMARY_MAX_CHARS,
  isSharedImageFormat,
  previewDesign,
  previewPaths,
  previewVersion,
  readableText,
} from './preview-image-design';

/** A company with a name, a token and a city on show, as the card reads them. */
const makeCompany = (overrides: Partial<Company> = {}): Company =>
  domainCompany({
    name: 'La Esquina',
    token: 'la-esquina',
    address_enabled: true,
    city: 'Springfield',
    ...overrides,
  });

function settingsWith(change: (settings: EcommerceSettings) => void): EcommerceSettings {
  const settings = defaultEcommerceSettings('La Esquina');
  change(settings);
  return settings;
}

describe('previewDesign', () => {
  it('shows the landing title and summary in the title colour when it reads', () => {
    const settings = settingsWith((s) => {
      s.layout_settings.landing.title = {
        name: 'Esquina Bar',
        summary: 'Tapas all day',
        font: 'poppins',
        text_color: '#ffffff',
      };
      s.layout_settings.landing.body.background_type = 'flat_color';
      s.layout_settings.landing.body.background_color = '#1E3A8A';
    });
    const design = previewDesign(makeCompany({ logo_url: '/media/x/logo.png' }), settings);
    expect(design).toEqual({
      name: 'Esquina Bar',
      subtitle: 'Tapas all day',
      initials: 'EB',
      background: { kind: 'flat', color: '#1E3A8A' },
      textColor: '#FFFFFF',
      logoUrl: '/media/x/logo.png',
    });
  });

  it('falls back to the company name and city, and never draws a remote logo', () => {
    const design = previewDesign(
      makeCompany({ name: 'La Esquina', logo_url: 'https://cdn.example/logo.png' }),
      null,
    );
    expect(design.name).toBe('La Esquina');
    expect(design.subtitle).toBe('Springfield');
    expect(design.logoUrl).toBeNull();
    expect(previewDesign(makeCompany({ logo_url: '/media/../secret' }), null).logoUrl).toBeNull();
  });

  it('cuts a long summary at a word', () => {
    const summary = 'word '.repeat(60).trim();
    const design = previewDesign(
      makeCompany(),
      settingsWith((s) => (s.layout_settings.landing.title.summary = summary)),
    );
    expect(Array.from(design.subtitle).length).toBeLessThanOrEqual(SUMMARY_MAX_CHARS);
    expect(design.subtitle).toMatch(/word…$/);
  });

  it('keeps an image background only when it is a local file', () => {
    const image = (url: string) =>
      settingsWith((s) => {
        s.layout_settings.landing.body.background_type = 'image';
        s.layout_settings.landing.body.background_color = '#92400E';
        s.layout_settings.landing.body.background_image.desktop_url = url;
      });
    expect(previewDesign(makeCompany(), image('/media/a/bg.webp')).background).toEqual({
      kind: 'image',
      url: '/media/a/bg.webp',
      color: '#92400E',
    });
    expect(previewDesign(makeCompany(), image('https://x.example/bg.jpg')).background).toEqual({
      kind: 'flat',
      color: '#92400E',
    });
  });
});

describe('readableText', () => {
  it('keeps the wanted colour from 3:1, else picks white or near-black', () => {
    expect(readableText('#ffffff', ['#1E3A8A'])).toBe('#FFFFFF');
    expect(readableText('#FFFFFF', ['#F59E0B'])).toBe('#111827');
    expect(readableText('#FFFFFF', ['#B91C1C', '#F59E0B'])).toBe('#111827');
    expect(readableText('not a colour', ['#000000'])).toBe('#FFFFFF');
  });
});

describe('previewVersion', () => {
  it('changes with anything the images show, and only then', () => {
    const company = makeCompany();
    const base = previewVersion(previewDesign(company, null));
    expect(previewVersion(previewDesign(makeCompany(), null))).toBe(base);
    expect(previewVersion(previewDesign(makeCompany({ order_limit_usage_count: 9 }), null))).toBe(
      base,
    );
    for (const changed of [
      makeCompany({ name: 'Other' }),
      makeCompany({ logo_url: '/media/x/new.webp' }),
      makeCompany({ city: 'Shelbyville' }),
    ])
      expect(previewVersion(previewDesign(changed, null))).not.toBe(base);
    expect(previewPaths(company, null)).toEqual({
      card: `/share/la-esquina/card-${base}.png`,
      'touch-icon': `/share/la-esquina/touch-icon-${base}.png`,
    });
  });
});

describe('isSharedImageFormat', () => {
  it('takes PNG, JPEG and GIF, not SVG, WebP or AVIF', () => {
    for (const url of ['/media/a.png', '/media/a.JPG', '/media/a.jpeg?v=2', 'https://x/a.gif'])
      expect(isSharedImageFormat(url), url).toBe(true);
    for (const url of ['/media/a.svg', '/media/a.webp', '/media/a.avif', '/media/png'])
      expect(isSharedImageFormat(url), url).toBe(false);
  });
});

describe('drawPreview', () => {
  const mediaDir = mkdtempSync(join(tmpdir(), 'comanda-preview-media-'));
  afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

  it('draws without the logo or background image it cannot find', async () => {
    const design = previewDesign(
      makeCompany({ logo_url: '/media/missing/logo.png' }),
      settingsWith((s) => {
        s.layout_settings.landing.body.background_type = 'image';
        s.layout_settings.landing.body.background_color = '#92400E';
        s.layout_settings.landing.body.background_image.desktop_url = '/media/missing/bg.webp';
      }),
    );
    const card = await sharp(await drawPreview('card', design, mediaDir))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(card.info).toMatchObject({ width: 1200, height: 630, channels: 3 });
    // The flat colour paints where the photo would have been.
    expect([...card.data.subarray(0, 3)]).toEqual([0x92, 0x40, 0x0e]);
    const icon = await sharp(await drawPreview('touch-icon', design, mediaDir)).metadata();
    expect(icon).toMatchObject({ width: 180, height: 180, hasAlpha: false });
  });
});
