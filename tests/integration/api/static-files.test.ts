// Built files and media: cache headers, precompressed siblings chosen by Accept-Encoding,
// content types, and refusal of path traversal (DESIGN.md "Precompress the built assets").
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/databases';
import { FIXTURE_HTML, startHarness } from './harness';
import type { Harness } from './harness';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

function makeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'comanda-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), FIXTURE_HTML);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'style-def456.css'), 'body{margin:0}');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'favicon_500.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(dist, 'secret.txt.map'), 'x');
  return dist;
}

describe.each(testDialects)('static files (%s)', (dialect) => {
  let h: Harness;
  let dist: string;

  beforeAll(async () => {
    dist = makeDist();
    h = await startHarness(dialect, { app: { distDir: dist, indexHtml: undefined } });
    mkdirSync(join(h.mediaDir, 'demo'), { recursive: true });
    writeFileSync(
      join(h.mediaDir, 'demo', 'logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    writeFileSync(join(h.mediaDir, '..', 'outside-media.txt'), 'secret');
  });
  afterAll(async () => {
    await h.cleanup();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves hashed assets as immutable, brotli when accepted', async () => {
    const res = await h.app.request(h.demoUrl('/assets/index-abc123.js'), {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(SCRIPT);
  });

  it('ignores a compressed sibling older than its file (a file rewritten in place)', async () => {
    const fresh = `console.log(${JSON.stringify('y'.repeat(4000))});\n`;
    const path = join(dist, 'sw.js');
    writeFileSync(path + '.br', brotliCompressSync('self.oldWorker = true;'));
    utimesSync(path + '.br', new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    writeFileSync(path, fresh);
    const res = await h.app.request(h.demoUrl('/sw.js'), { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(fresh);
    rmSync(path + '.br');
  });

  it('falls back to gzip, then identity', async () => {
    const gz = await h.app.request(h.demoUrl('/assets/index-abc123.js'), {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);
    const plain = await h.app.request(h.demoUrl('/assets/index-abc123.js'), {
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('serves a file without siblings as it is', async () => {
    const res = await h.app.request(h.demoUrl('/assets/style-def456.css'), {
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe('body{margin:0}');
  });

  it('revalidates sw.js and serves public files from dist', async () => {
    const sw = await h.app.request(h.demoUrl('/sw.js'));
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const icon = await h.app.request(h.demoUrl('/favicon_500.png'));
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await h.app.request(h.demoUrl('/assets/style-def456.css'));
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await h.app.request(h.demoUrl('/assets/style-def456.css'), {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('fills index.html from dist instead of serving the raw template', async () => {
    for (const path of ['/', '/index.html']) {
      const res = await h.app.request(h.demoUrl(path));
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      expect(html).not.toContain('<!--ssr-head-->');
      expect(html).toContain('id="comanda-boot"');
    }
  });

  it('serves media with a day of caching', async () => {
    const res = await h.app.request(h.demoUrl('/media/demo/logo.svg'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it.each([
    '/media/..%2foutside-media.txt',
    '/media/%2e%2e/outside-media.txt',
    '/media/demo/..%2f..%2foutside-media.txt',
    '/media/..%5coutside-media.txt',
    '/assets/..%2f..%2fetc%2fpasswd',
    '/media/demo%00/logo.svg',
  ])('refuses path traversal: %s', async (path) => {
    const res = await h.app.request(h.demoUrl(path));
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('secret');
  });

  it('answers 404 for missing files instead of redirecting', async () => {
    for (const path of ['/assets/missing.js', '/media/demo/missing.png', '/missing.js']) {
      const res = await h.app.request(h.demoUrl(path));
      expect(res.status, path).toBe(404);
    }
  });
});
