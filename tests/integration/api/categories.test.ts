// §7.2 categories: prepared once per catalog_version, revalidated by ETag, served br/gzip/identity.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalog } from '../../../server/db/repositories/catalog-write';
import type { Category } from '../../../src/domain/types';
import { testDialects } from '../helpers/databases';
import { api, cloneDemo, json, startHarness } from './harness';
import type { Harness } from './harness';

describe.each(testDialects)('categories API (%s)', (dialect) => {
  let h: Harness;
  const path = (): string => api(h, `/ms-products/public/companies/${h.demo.id}/categories`);

  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h.cleanup());

  it('returns the visible catalogue as JSON that must be revalidated', async () => {
    const res = await h.app.request(path());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-encoding')).toBeNull();
    const categories = await json<Category[]>(res);
    expect(categories.length).toBeGreaterThan(0);
    const first = categories[0]!;
    expect(first.category_id).toBe(first.id);
    expect(first.products[0]?.product_variants.length).toBeGreaterThan(0);
    expect(categories.flatMap((c) => c.products).every((p) => p.visible)).toBe(true);
  });

  it('answers 304 to a matching If-None-Match, weak or strong, and 200 otherwise', async () => {
    const etag = (await h.app.request(path())).headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    const same = await h.app.request(path(), { headers: { 'if-none-match': etag } });
    expect(same.status).toBe(304);
    expect(same.headers.get('etag')).toBe(etag);
    expect(await same.text()).toBe('');
    const listed = await h.app.request(path(), {
      headers: { 'if-none-match': `"other", ${etag.slice(2)}` },
    });
    expect(listed.status).toBe(304);
    const other = await h.app.request(path(), { headers: { 'if-none-match': '"stale"' } });
    expect(other.status).toBe(200);
  });

  it('picks br, then gzip, by Accept-Encoding, all with the same content', async () => {
    const plain = Buffer.from(await (await h.app.request(path())).arrayBuffer());
    const br = await h.app.request(path(), { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.byteLength).toBeLessThan(plain.byteLength);
    expect(brotliDecompressSync(brBytes).equals(plain)).toBe(true);
    const gz = await h.app.request(path(), {
      headers: { 'accept-encoding': 'gzip;q=1, br;q=0.5' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).equals(plain)).toBe(true);
    const none = await h.app.request(path(), { headers: { 'accept-encoding': 'identity' } });
    expect(none.headers.get('content-encoding')).toBeNull();
  });

  it('prepares a new version when the catalogue changes', async () => {
    const other = await cloneDemo(h, { token: 'fresh-menu', name: 'Fresh Menu' });
    const url = api(h, `/ms-products/public/companies/${other.id}/categories`);
    const empty = await h.app.request(url);
    expect(await json(empty)).toEqual([]);
    const before = empty.headers.get('etag') ?? '';
    await insertCatalog(h.db, other.id, {
      modifier_groups: [],
      categories: [
        {
          name: 'Soups',
          products: [
            {
              name: 'Tomato soup',
              description: 'Warm',
              images: [],
              variants: [{ name: null, price: 450 }],
            },
          ],
        },
      ],
    });
    const after = await h.app.request(url, { headers: { 'if-none-match': before } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
    const categories = await json<Category[]>(after);
    expect(categories.map((c) => c.name)).toEqual(['Soups']);
  });

  it('answers 404 for an unknown company and 400 for a malformed id', async () => {
    const unknown = await h.app.request(
      api(h, '/ms-products/public/companies/no-such-company/categories'),
    );
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({
      message: 'Company not found',
      code: 'company_not_found',
    });
    expect(
      (await h.app.request(api(h, '/ms-products/public/companies/%3Cscript%3E/categories'))).status,
    ).toBe(400);
  });
});
