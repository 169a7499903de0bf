// §2.2 per-company web manifest at /manifest-{token}.json (and /manifest.json by host).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/databases';
import { BASE_HOST, cloneDemo, json, startHarness } from './harness';
import type { Harness } from './harness';

interface Manifest {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  lang: string;
  dir: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

describe.each(testDialects)('web manifest (%s)', (dialect) => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(dialect);
    mkdirSync(join(h.mediaDir, 'demo'), { recursive: true });
    for (const size of [192, 512])
      writeFileSync(join(h.mediaDir, 'demo', `icon-${size}.png`), Buffer.from([0x89, 0x50]));
    await cloneDemo(h, {
      token: 'long-name',
      name: 'The Very Long Name Kitchen',
      logo_url: null,
      language: 'ar',
    });
    await cloneDemo(h, { token: 'off', name: 'Off', menu_enabled: false });
  });
  afterAll(() => h.cleanup());

  it('describes the demo storefront with its generated icons and logo', async () => {
    const res = await h.app.request(h.demoUrl('/manifest-demo.json'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const manifest = await json<Manifest>(res);
    expect(manifest).toMatchObject({
      name: 'Demo Bistro',
      short_name: 'Demo Bistro',
      description: 'Burgers, pizzas and comfort food in the heart of Manhattan',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'en',
      dir: 'ltr',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9A-Fa-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9A-Fa-f]{6}$/);
    expect(manifest.icons.map((i) => i.src)).toEqual([
      '/media/demo/icon-192.png',
      '/media/demo/icon-512.png',
      '/media/demo/icon-512.png',
      '/media/demo/logo.svg',
    ]);
    expect(manifest.icons[0]).toEqual({
      src: '/media/demo/icon-192.png',
      sizes: '192x192',
      type: 'image/png',
      purpose: 'any',
    });
    expect(manifest.icons[3]).toMatchObject({ type: 'image/svg+xml', sizes: 'any' });
  });

  it('gives a short name that reads as the name, not a cut one (issue [16/21])', async () => {
    const manifest = await json<Manifest>(
      await h.app.request(`http://taqueria.${BASE_HOST}/manifest-taqueria.json`),
    );
    expect(manifest.short_name).toBe('El Güero');
  });

  it('falls back to /favicon_500.png and cuts short_name to 12 characters', async () => {
    const manifest = await json<Manifest>(
      await h.app.request(`http://long-name.${BASE_HOST}/manifest-long-name.json`),
    );
    expect(manifest.icons).toEqual([
      { src: '/favicon_500.png', sizes: '500x500', type: 'image/png', purpose: 'any' },
    ]);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.short_name).toBe('The Very');
    expect(manifest).toMatchObject({
      lang: 'ar',
      dir: 'rtl',
      // The company's language: the default description is Arabic too, not English.
      description: 'تصفّح القائمة الرقمية لـ The Very Long Name Kitchen واطلب مباشرةً.',
    });
  });

  it('serves /manifest.json for the tenant of the host', async () => {
    const manifest = await json<Manifest>(
      await h.app.request('http://menu.demo-bistro.test/manifest.json'),
    );
    expect(manifest.name).toBe('Demo Bistro');
    expect((await h.app.request(`http://nobody.${BASE_HOST}/manifest.json`)).status).toBe(404);
  });

  it('answers 404 for an unknown token or a disabled menu', async () => {
    expect((await h.app.request(h.demoUrl('/manifest-nobody.json'))).status).toBe(404);
    expect((await h.app.request(h.demoUrl('/manifest-off.json'))).status).toBe(404);
  });
});
