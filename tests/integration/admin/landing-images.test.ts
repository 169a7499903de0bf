// The landing's logo and background uploads (issue [11/13], SPEC §9 Images): real PNGs made with
// sharp, stored as webp with a thumbnail under companies/logos and companies/landing, served at
// /media, recorded in the activity, and usable in the landing section, whose save carries the
// thumbnails to the storefront's public answers. The upload itself changes no setting.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LandingValue } from '../../../src/domain/brand-schemas';
import type { Company, EcommerceSettings } from '../../../src/domain/types';
import { api, json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import { testDialects } from '../helpers/databases';
import { hostUrl } from '../helpers/staff';
import { brandCall, lastAudit } from './brand-support';
import { ownerLogin } from './support';

interface Section<T> {
  version: number;
  value: T;
}
interface Uploaded {
  url: string;
  thumbnail_url: string;
}

/** A w×h PNG of noise (it does not compress away) with EXIF, so stripping it shows. */
function png(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i += 1) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    pixels[i] = seed >> 16;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'Secret camera owner' } } })
    .toBuffer();
}

describe.each(testDialects)('admin landing images (%s)', (dialect) => {
  let h: Harness;
  let cookie: string;

  const upload = (
    kind: string,
    file: { bytes: Uint8Array; name: string; type: string } | null,
    owner: string | null = cookie,
  ): Promise<Response> => {
    const form = new FormData();
    if (file)
      form.append('image', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
    const headers: Record<string, string> = owner ? { cookie: owner } : {};
    return Promise.resolve(
      h.app.request(hostUrl(h, 'demo', `/admin/settings/landing/images?kind=${kind}`), {
        method: 'POST',
        headers,
        body: form,
      }),
    );
  };
  const fileOf = (url: string) => join(h.mediaDir, url.slice('/media/'.length));

  beforeAll(async () => {
    h = await startHarness(dialect, {
      env: { RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_COMPANY_LOGIN_PER_MINUTE: '1000' },
    });
    cookie = await ownerLogin(h);
  });
  afterAll(async () => {
    await h.cleanup();
  });

  it('stores a logo as webp (512 px, 128 px thumbnail), served at /media and audited', async () => {
    const before = await json<Section<LandingValue>>(
      await brandCall(h, 'GET', '/settings/landing', { cookie }),
    );
    // A large PNG (beyond the 64 KB body limit of other routes) under a misleading name.
    const bytes = await png(1200, 600);
    expect(bytes.length).toBeGreaterThan(64 * 1024);
    const response = await upload('logo', { bytes, name: 'logo.bin', type: 'text/plain' });
    expect(response.status, await response.clone().text()).toBe(201);
    const image = await json<Uploaded>(response);
    const id = /^\/media\/companies\/logos\/([0-9a-f-]{36})\.webp$/.exec(image.url)?.[1];
    expect(id).toBeDefined();
    expect(image.thumbnail_url).toBe(`/media/companies/logos/thumbnails/${id}.webp`);
    const full = await sharp(fileOf(image.url)).metadata();
    expect(full).toMatchObject({ format: 'webp', width: 512, height: 256 });
    expect(full.exif).toBeUndefined();
    const thumb = await sharp(fileOf(image.thumbnail_url)).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 128, height: 64 });
    for (const url of [image.url, image.thumbnail_url]) {
      const served = await h.app.request(h.demoUrl(url));
      expect(served.status, url).toBe(200);
      expect(served.headers.get('content-type')).toContain('image/webp');
    }
    expect(await lastAudit(h, cookie)).toMatchObject({
      action: 'image.upload',
      entity: 'image',
      entity_id: id,
      after: { kind: 'logo', url: image.url },
    });
    // The upload changes no setting.
    const after = await json<Section<LandingValue>>(
      await brandCall(h, 'GET', '/settings/landing', { cookie }),
    );
    expect(after).toEqual(before);
  });

  it('stores a background (1920 px wide, 480 px thumbnail) and a save shows both images', async () => {
    const background = await json<Uploaded>(
      await upload('background', {
        bytes: await png(2400, 1200),
        name: 'bg.png',
        type: 'image/png',
      }),
    );
    expect(background.url).toMatch(/^\/media\/companies\/landing\/[0-9a-f-]{36}\.webp$/);
    expect(await sharp(fileOf(background.url)).metadata()).toMatchObject({
      format: 'webp',
      width: 1920,
      height: 960,
    });
    expect(await sharp(fileOf(background.thumbnail_url)).metadata()).toMatchObject({
      format: 'webp',
      width: 480,
      height: 240,
    });
    const logoResponse = await upload('logo', {
      bytes: await png(300, 300),
      name: 'l.png',
      type: 'image/png',
    });
    expect(logoResponse.status).toBe(201);
    const logo = await json<Uploaded>(logoResponse);
    // Smaller than 512 px: kept as it is, never enlarged.
    expect(await sharp(fileOf(logo.url)).metadata()).toMatchObject({ width: 300, height: 300 });

    const current = await json<Section<LandingValue>>(
      await brandCall(h, 'GET', '/settings/landing', { cookie }),
    );
    const value: LandingValue = {
      ...current.value,
      logo_url: logo.url,
      layout: {
        ...current.value.layout,
        body: {
          ...current.value.layout.body,
          background_type: 'image',
          background_image: { desktop_url: background.url, mobile_url: background.url },
        },
      },
    };
    const saved = await brandCall(h, 'PUT', '/settings/landing', {
      cookie,
      body: { version: current.version, value },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const company = await json<Company>(
      await h.app.request(api(h, `/ms-companies/public/companies/${h.demo.id}`)),
    );
    expect(company.logo_url).toBe(logo.url);
    expect(company.logo_thumbnail_url).toBe(logo.thumbnail_url);
    const settings = await json<EcommerceSettings>(
      await h.app.request(api(h, `/ms-companies/public/companies/${h.demo.id}/ecommerce-settings`)),
    );
    expect(settings.layout_settings.landing.body.background_image).toEqual({
      desktop_url: background.url,
      mobile_url: background.url,
      thumbnail_desktop_url: background.thumbnail_url,
      thumbnail_mobile_url: background.thumbnail_url,
    });
  });

  it('refuses what is not an image, an unknown kind, a missing file and a missing session', async () => {
    const text = new TextEncoder().encode('this is not a picture at all');
    const refused = await upload('logo', { bytes: text, name: 'fake.png', type: 'image/png' });
    expect(refused.status).toBe(415);
    expect((await json<ErrorBody>(refused)).code).toBe('unsupported_image');
    const png1 = { bytes: await png(20, 20), name: 'a.png', type: 'image/png' };
    expect((await upload('banner', png1)).status).toBe(400);
    expect((await upload('logo', null)).status).toBe(422);
    expect((await upload('logo', png1, null)).status).toBe(401);
    expect(existsSync(join(h.mediaDir, 'companies/logos'))).toBe(true);
  });
});
