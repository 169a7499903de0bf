// Bounded image decoding (issue [14/21]; server/media/decoding.ts) through the real upload
// routes: four maximum-size uploads at once (7000 × 7000, 7.8 MB each) and a landing background
// all succeed, decoded one at a time because two would not fit the pixel budget; an image over
// the budget is refused at once as too large, in megapixels; a corrupt one gives its pixels back.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECODE_PIXEL_BUDGET, MAX_PIXELS, decodingState } from '../../../server/media/decoding';
import type { DecodeQueueState } from '../../../server/media/decode-queue';
import { json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import { largePng, MAX_SIDE } from '../helpers/big-image';
import { testDialects } from '../helpers/databases';
import { hostUrl } from '../helpers/staff';
import { admin, ownerLogin } from './support';

/** Rows of noise that bring a 7000 × 7000 PNG to 7.8 MB, just under the 8 MB upload limit. */
const NOISE_ROWS = 300;

/** Samples the queue until `until` settles: the most it ever ran, held and kept waiting. */
async function watchQueue<T>(until: Promise<T>): Promise<{ result: T; peak: DecodeQueueState }> {
  const peak: DecodeQueueState = { pixels: 0, running: 0, waiting: 0 };
  const sample = () => {
    const now = decodingState();
    peak.pixels = Math.max(peak.pixels, now.pixels);
    peak.running = Math.max(peak.running, now.running);
    peak.waiting = Math.max(peak.waiting, now.waiting);
  };
  const timer = setInterval(sample, 2);
  try {
    return { result: await until, peak };
  } finally {
    clearInterval(timer);
    sample();
  }
}

describe.each(testDialects)('bounded image decoding (%s)', (dialect) => {
  let h: Harness;
  let cookie: string;
  let largest: Buffer;

  const post = (path: string, bytes: Uint8Array): Promise<Response> => {
    const form = new FormData();
    form.append('image', new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' }));
    return Promise.resolve(
      h.app.request(hostUrl(h, 'demo', path), {
        method: 'POST',
        headers: { cookie },
        body: form,
      }),
    );
  };
  const newProduct = async (name: string): Promise<{ id: string; version: number }> => {
    const menu = await json<{ categories: { id: string }[] }>(
      await admin(h, 'GET', '/menu', { cookie }),
    );
    const response = await admin(h, 'POST', '/products', {
      cookie,
      body: { category_id: menu.categories[0]!.id, name, variants: [{ price: 100 }] },
    });
    return json(response);
  };
  const productUpload = (p: { id: string; version: number }, bytes: Uint8Array) =>
    post(`/admin/products/${p.id}/images?version=${p.version}`, bytes);

  beforeAll(async () => {
    h = await startHarness(dialect, {
      env: { RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_COMPANY_LOGIN_PER_MINUTE: '1000' },
    });
    cookie = await ownerLogin(h);
    largest = await largePng(MAX_SIDE, MAX_SIDE, NOISE_ROWS);
  }, 60_000);
  afterAll(async () => {
    await h.cleanup();
  });

  it('takes four maximum-size uploads at once, decoding them one after another', async () => {
    expect(largest.byteLength).toBeLessThanOrEqual(h.env.IMAGE_UPLOAD_MAX_BYTES);
    const products = await Promise.all([1, 2, 3, 4].map((n) => newProduct(`Panorama ${n}`)));
    const { result, peak } = await watchQueue(
      Promise.all([
        ...products.map((p) => productUpload(p, largest)),
        post('/admin/settings/landing/images?kind=background', largest),
      ]),
    );
    expect(result.map((r) => r.status)).toEqual([200, 200, 200, 200, 201]);
    // Two images of 49 million pixels never fit the budget together: one ran, the others waited.
    expect(MAX_SIDE * MAX_SIDE * 2).toBeGreaterThan(DECODE_PIXEL_BUDGET);
    expect(peak.running).toBe(1);
    expect(peak.pixels).toBe(MAX_SIDE * MAX_SIDE);
    expect(peak.waiting).toBeGreaterThanOrEqual(1);
    expect(decodingState()).toEqual({ pixels: 0, running: 0, waiting: 0 });
  }, 120_000);

  it('refuses an image over the budget at once, as too large in megapixels', async () => {
    // 8000 × 7000 is 56 million pixels: a small file all the same.
    const over = await sharp({
      create: { width: 8000, height: 7000, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    expect(8000 * 7000).toBeGreaterThan(Math.max(MAX_PIXELS, DECODE_PIXEL_BUDGET));
    const target = await newProduct('Too wide');
    const refused = await productUpload(target, over);
    expect(refused.status).toBe(413);
    const body = await json<ErrorBody>(refused);
    expect(body.code).toBe('image_too_large');
    expect(body.message).toMatch(/50 megapixels/);
    expect(body.params).toEqual({ max_pixels: MAX_PIXELS });
    const landing = await post('/admin/settings/landing/images?kind=logo', over);
    expect(landing.status).toBe(413);
    expect(decodingState()).toEqual({ pixels: 0, running: 0, waiting: 0 });
  });

  it('gives a corrupt image’s pixels back, so the upload waiting behind it goes on', async () => {
    // The header reads (7000 × 7000), the pixel data stops a third of the way in.
    const corrupt = largest.subarray(0, Math.floor(largest.byteLength / 3));
    const [first, second] = [await newProduct('Broken'), await newProduct('Fine')];
    const { result } = await watchQueue(
      Promise.all([productUpload(first, corrupt), productUpload(second, largest)]),
    );
    expect(result.map((r) => r.status)).toEqual([415, 200]);
    expect(decodingState()).toEqual({ pixels: 0, running: 0, waiting: 0 });
  }, 60_000);
});
