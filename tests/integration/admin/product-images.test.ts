// Product image uploads in the back office (issue [11/13], SPEC §9 Images): real PNG and JPEG
// files made with sharp, recognised by content, stored with the four square renditions exactly
// where src/features/products/product-image.ts looks for them, appended to the product with a new
// version, an audit entry and a new catalogue version; refusals leave no file behind.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImageSources } from '../../../src/domain/product-image';
import type { Category } from '../../../src/domain/types';
import { api, json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import { testDialects } from '../helpers/databases';
import { hostUrl } from '../helpers/staff';
import { companyIdOf } from '../kitchen/support';
import { admin, ownerLogin } from './support';

interface AdminProduct {
  id: string;
  version: number;
  images: { image_url: string }[];
}

const MAX_BYTES = 300_000;

/** A w×h image of two colour halves (so a crop is visible), in the given format. */
function picture(width: number, height: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  const left = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      left[at] = x < width / 2 ? 220 : 20;
      left[at + 1] = (y * 255) / height;
      left[at + 2] = 90;
    }
  const image = sharp(left, { raw: { width, height, channels: 3 } });
  return (format === 'png' ? image.png() : image.jpeg({ quality: 90 }))
    .withMetadata({ exif: { IFD0: { Copyright: 'Secret camera owner' } } })
    .toBuffer();
}

/** Every file under a folder, relative to it. */
function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort();
}

describe.each(testDialects)('admin product images (%s)', (dialect) => {
  let h: Harness;
  let demoId: string;
  let cookie: string;
  let imagesDir: string;

  const upload = (
    productId: string,
    version: number | string,
    file: { bytes: Uint8Array; name: string; type: string } | null,
    extra: { token?: string; cookie?: string; field?: string } = {},
  ): Promise<Response> => {
    const form = new FormData();
    if (file)
      form.append(
        extra.field ?? 'image',
        new File([new Uint8Array(file.bytes)], file.name, { type: file.type }),
      );
    return Promise.resolve(
      h.app.request(
        hostUrl(h, extra.token ?? 'demo', `/admin/products/${productId}/images?version=${version}`),
        { method: 'POST', headers: { cookie: extra.cookie ?? cookie }, body: form },
      ),
    );
  };
  const product = async (id: string): Promise<AdminProduct> =>
    json<AdminProduct>(await admin(h, 'GET', `/products/${id}`, { cookie }));
  const newProduct = async (): Promise<AdminProduct> => {
    const menu = await json<{ categories: { id: string }[] }>(
      await admin(h, 'GET', '/menu', { cookie }),
    );
    const response = await admin(h, 'POST', '/products', {
      cookie,
      body: { category_id: menu.categories[0]!.id, name: 'Photo', variants: [{ price: 100 }] },
    });
    expect(response.status).toBe(201);
    return json<AdminProduct>(response);
  };
  const auditCount = async (): Promise<number> =>
    (await h.db.selectFrom('admin_audit').select('id').where('company_id', '=', demoId).execute())
      .length;
  const catalogVersion = async (): Promise<number> =>
    (await json<{ catalog_version: number }>(await admin(h, 'GET', '/menu', { cookie })))
      .catalog_version;

  beforeAll(async () => {
    h = await startHarness(dialect, {
      env: {
        RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
        RATE_LIMIT_COMPANY_LOGIN_PER_MINUTE: '1000',
        IMAGE_UPLOAD_MAX_BYTES: String(MAX_BYTES),
      },
    });
    demoId = await companyIdOf(h.db, 'demo');
    cookie = await ownerLogin(h);
    imagesDir = join(h.mediaDir, 'companies/products/images');
  });
  afterAll(async () => {
    await h.cleanup();
  });

  it.each([
    ['png', 1200, 900, 'png'],
    ['jpeg', 500, 700, 'jpg'],
  ] as const)(
    'stores a %s with its four square renditions and appends it',
    async (format, width, height, ext) => {
      const target = await newProduct();
      const before = { audit: await auditCount(), catalog: await catalogVersion() };
      const bytes = await picture(width, height, format);
      // The declared name and type do not matter: the content does.
      const response = await upload(target.id, target.version, {
        bytes,
        name: 'whatever.bin',
        type: 'application/octet-stream',
      });
      expect(response.status, await response.clone().text()).toBe(200);
      const saved = await json<AdminProduct>(response);
      expect(saved.version).toBe(target.version + 1);
      expect(saved.images).toHaveLength(1);
      const url = saved.images[0]!.image_url;
      const match = new RegExp(`^/media/companies/products/images/([0-9a-f-]{36})\\.${ext}$`).exec(
        url,
      );
      expect(match).not.toBeNull();
      const id = match![1]!;

      const expected = [
        `${id}.${ext}`,
        `150/${id}.webp`,
        `150-fallback/${id}.${ext}`,
        `800/${id}.webp`,
        `800-fallback/${id}.${ext}`,
      ];
      expect(filesUnder(imagesDir).filter((f) => f.includes(id))).toEqual(expected.sort());
      const original = await sharp(join(imagesDir, `${id}.${ext}`)).metadata();
      expect(original).toMatchObject({ format, width, height });
      expect(original.exif).toBeUndefined();
      for (const size of [150, 800]) {
        const webp = await sharp(join(imagesDir, `${size}/${id}.webp`)).metadata();
        expect(webp).toMatchObject({ format: 'webp', width: size, height: size });
        const fallback = await sharp(join(imagesDir, `${size}-fallback/${id}.${ext}`)).metadata();
        expect(fallback).toMatchObject({ format, width: size, height: size });
        expect(fallback.exif).toBeUndefined();
        // The storefront's URLs for it are the files written, served at /media.
        const sources = productImageSources(url, size as 150 | 800)!;
        for (const path of [sources.webp!, sources.fallback]) {
          const served = await h.app.request(h.demoUrl(path));
          expect(served.status, path).toBe(200);
        }
      }

      expect(await auditCount()).toBe(before.audit + 1);
      const { entries } = await json<{ entries: { action: string; entity_id: string }[] }>(
        await admin(h, 'GET', '/audit?limit=1', { cookie }),
      );
      expect(entries[0]).toMatchObject({ action: 'product.image_add', entity_id: target.id });
      expect(await catalogVersion()).toBeGreaterThan(before.catalog);
      const shown = (
        await json<Category[]>(
          await h.app.request(api(h, `/ms-products/public/companies/${demoId}/categories`)),
        )
      )
        .flatMap((c) => c.products)
        .find((p) => p.id === target.id);
      expect(shown?.images).toEqual([{ image_url: url }]);
    },
  );

  it('turns a photo the right way up and takes webp, gif and avif too', async () => {
    const target = await newProduct();
    // A 300×200 JPEG whose EXIF says "rotate 90°": stored upright, 200×300, without the tag.
    const sideways = await sharp(await picture(300, 200, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const upright = await upload(target.id, target.version, {
      bytes: sideways,
      name: 'a.jpg',
      type: 'image/jpeg',
    });
    expect(upright.status).toBe(200);
    let saved = await json<AdminProduct>(upright);
    const stored = await sharp(
      join(h.mediaDir, saved.images[0]!.image_url.slice('/media/'.length)),
    ).metadata();
    expect(stored).toMatchObject({ width: 200, height: 300 });
    expect(stored.orientation).toBeUndefined();

    const square = sharp(await picture(200, 120, 'png'));
    const others = [
      ['webp', await square.clone().webp().toBuffer()],
      ['gif', await square.clone().gif().toBuffer()],
      ['avif', await square.clone().avif().toBuffer()],
    ] as const;
    for (const [ext, bytes] of others) {
      const response = await upload(target.id, saved.version, { bytes, name: 'x', type: '' });
      expect(response.status, ext).toBe(200);
      saved = await json<AdminProduct>(response);
      const url = saved.images.at(-1)!.image_url;
      expect(url.endsWith(`.${ext}`)).toBe(true);
      const id = url.slice(url.lastIndexOf('/') + 1, -(ext.length + 1));
      const fallback = await sharp(join(imagesDir, `800-fallback/${id}.${ext}`)).metadata();
      expect(fallback).toMatchObject({ width: 800, height: 800 });
      expect(fallback.format).toBe(ext === 'avif' ? 'heif' : ext);
      const webp = await sharp(join(imagesDir, `150/${id}.webp`)).metadata();
      expect(webp).toMatchObject({ format: 'webp', width: 150, height: 150 });
    }
    expect(saved.images).toHaveLength(4);
  });

  it('refuses what is not an image, or too large, writing no file', async () => {
    const target = await newProduct();
    const filesBefore = filesUnder(imagesDir);
    const auditBefore = await auditCount();
    const text = new TextEncoder().encode('just some text, not a picture\n'.repeat(20));
    const renamed = await upload(target.id, 1, {
      bytes: text,
      name: 'photo.png',
      type: 'image/png',
    });
    expect(renamed.status).toBe(415);
    expect((await json<ErrorBody>(renamed)).code).toBe('unsupported_image');
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>',
    );
    const vector = await upload(target.id, 1, { bytes: svg, name: 'a.svg', type: 'image/svg+xml' });
    expect(vector.status).toBe(415);
    const truncated = (await picture(400, 400, 'png')).subarray(0, 200);
    const broken = await upload(target.id, 1, {
      bytes: truncated,
      name: 'a.png',
      type: 'image/png',
    });
    expect(broken.status).toBe(415);

    const oversize = new Uint8Array(MAX_BYTES + 1);
    oversize.set(await picture(10, 10, 'png'));
    const large = await upload(target.id, 1, { bytes: oversize, name: 'a.png', type: 'image/png' });
    expect(large.status).toBe(413);
    expect((await json<ErrorBody>(large)).code).toBe('image_too_large');
    // Far beyond the limit, the body itself is cut short.
    const huge = await upload(target.id, 1, {
      bytes: new Uint8Array(MAX_BYTES * 3),
      name: 'a.png',
      type: 'image/png',
    });
    expect(huge.status).toBe(413);

    const missing = await upload(target.id, 1, null);
    expect(missing.status).toBe(422);
    expect(Object.keys((await json<ErrorBody>(missing)).errors ?? {})).toEqual(['image']);
    const png = await picture(20, 20, 'png');
    const file = { bytes: png, name: 'a.png', type: 'image/png' };
    expect((await upload(target.id, 1, file, { field: 'photo' })).status).toBe(422);
    expect((await upload(target.id, 'one', file)).status).toBe(400);
    expect((await upload(target.id, 0, file)).status).toBe(400);
    const json415 = await admin(h, 'POST', `/products/${target.id}/images?version=1`, {
      cookie,
      body: { image: 'data:image/png;base64,AAAA' },
    });
    expect(json415.status).toBe(400);

    expect(filesUnder(imagesDir)).toEqual(filesBefore);
    expect(await auditCount()).toBe(auditBefore);
    expect((await product(target.id)).images).toEqual([]);
  });

  it('answers a stale version with 409, another company’s product with 404, and caps at ten', async () => {
    const target = await newProduct();
    const png = { bytes: await picture(64, 48, 'png'), name: 'a.png', type: 'image/png' };
    const filesBefore = filesUnder(imagesDir);
    const stale = await upload(target.id, target.version + 1, png);
    expect(stale.status).toBe(409);
    expect(await json(stale)).toMatchObject({ code: 'edit_conflict', current: target });

    const sabor = await ownerLogin(h, 'sabor');
    const theirs = (
      await json<{ products: AdminProduct[] }>(
        await admin(h, 'GET', '/products', { token: 'sabor', cookie: sabor }),
      )
    ).products[0]!;
    const foreign = await upload(theirs.id, theirs.version, png);
    expect(foreign.status).toBe(404);
    expect((await upload(target.id, 1, png, { cookie: sabor })).status).toBe(401);
    expect(filesUnder(imagesDir)).toEqual(filesBefore);

    // Two uploads race on one version: one lands, the other's files are removed again.
    const racers = await Promise.all([
      upload(target.id, target.version, png),
      upload(target.id, target.version, png),
    ]);
    expect(racers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(filesUnder(imagesDir)).toHaveLength(filesBefore.length + 5);

    const ten = Array.from({ length: 10 }, (_, i) => ({ image_url: `/media/x/${i}.png` }));
    await h.db
      .updateTable('products')
      .set({ images: JSON.stringify(ten) })
      .where('id', '=', target.id)
      .execute();
    const now = await product(target.id);
    const full = await upload(target.id, now.version, png);
    expect(full.status).toBe(422);
    expect((await json<ErrorBody>(full)).code).toBe('too_many_images');
    expect(filesUnder(imagesDir)).toHaveLength(filesBefore.length + 5);
  });
});
