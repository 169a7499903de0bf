import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanies } from '../../../server/seed/companies/index';
import { productImageUrl } from '../../../server/seed/menu';
import { writeDemoMedia } from '../../../server/seed/media';

describe('demo media', () => {
  let dir: string;
  let written: number;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'comanda-media-'));
    written = await writeDemoMedia(dir);
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const file = (url: string) => join(dir, url);

  it('writes every logo, icon and product image the seed points at', () => {
    expect(written).toBeGreaterThan(250);
    for (const demo of demoCompanies(new Date())) {
      const { token } = demo.company;
      expect(demo.company.logo_url).toBe(`/media/${token}/logo.svg`);
      for (const url of [demo.company.logo_url!, demo.company.logo_thumbnail_url!]) {
        expect(readFileSync(file(url), 'utf8')).toMatch(
          /^<svg xmlns='http:\/\/www.w3.org\/2000\/svg'/,
        );
      }
      for (const category of demo.menu.categories) {
        for (const dish of category.dishes) {
          const svg = readFileSync(file(productImageUrl(token, dish.name)), 'utf8');
          expect(svg.length).toBeLessThan(2_000);
        }
      }
      const background = demo.settings.layout_settings.landing.body.background_image;
      for (const url of Object.values(background)) {
        if (url !== null) expect(statSync(file(url)).size).toBeGreaterThan(100);
      }
      expect(demo.brand.imageBackground).toBe(background.desktop_url !== null);
    }
  });

  it('writes valid PNG icons of 192 and 512 pixels', () => {
    for (const size of [192, 512]) {
      const png = readFileSync(join(dir, 'media', 'demo', `icon-${size}.png`));
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect(png.readUInt32BE(16)).toBe(size);
      expect(png.readUInt32BE(20)).toBe(size);
      const idatLength = png.readUInt32BE(33);
      const pixels = inflateSync(png.subarray(41, 41 + idatLength));
      expect(pixels.length).toBe((size * 4 + 1) * size);
      // The corner is transparent (rounded square) and the centre is opaque white.
      expect(pixels[1 + 3]).toBe(0);
      const centre = (size / 2) * (size * 4 + 1) + 1 + (size / 2) * 4;
      expect([...pixels.subarray(centre, centre + 4)]).toEqual([255, 255, 255, 255]);
    }
  });

  it('skips files that already exist', async () => {
    const logo = join(dir, 'media', 'demo', 'logo.svg');
    writeFileSync(logo, 'custom');
    expect(await writeDemoMedia(dir)).toBe(0);
    expect(readFileSync(logo, 'utf8')).toBe('custom');
    expect(readdirSync(join(dir, 'media')).sort()).toEqual(
      demoCompanies(new Date())
        .map((d) => d.company.token)
        .sort(),
    );
  });
});
