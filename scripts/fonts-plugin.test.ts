// The fonts plugin run for real: a Vite build with it, and the eight stylesheets it writes checked
// against the files it copies. Also checks the font data (src/domain/font-files.ts) against the
// @fontsource packages' own CSS, so no unicode-range is invented.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, createServer } from 'vite';
import type { ConfigEnv, PluginOption, UserConfig } from 'vite';
import { FONTS } from '../src/domain/constants';
import type { FontName } from '../src/domain/constants';
import { BRAND_FONTS, allFontFiles } from '../src/domain/font-files';
import { FONTS_PLUGIN_NAME, fontsPlugin } from './fonts-plugin';

const NAMES = Object.keys(FONTS) as FontName[];
const nodeModules = createRequire(import.meta.url);

/** woff2 file name → unicode-range (spaces removed), from a package's {weight}.css. */
function packageRanges(pkg: string, weight: string): Map<string, string> {
  const css = readFileSync(nodeModules.resolve(`${pkg}/${weight}.css`), 'utf8');
  const ranges = new Map<string, string>();
  for (const block of css.split('@font-face').slice(1)) {
    const file = /files\/([A-Za-z0-9-]+\.woff2)/.exec(block)?.[1];
    const range = /unicode-range:([^;]+);/.exec(block)?.[1];
    if (file && range) ranges.set(file, range.replace(/\s+/g, ''));
  }
  return ranges;
}

describe('font data against the @fontsource packages', () => {
  it.each(allFontFiles().map((f) => [f.file, f] as const))(
    '%s exists in its package with the same unicode-range',
    (_name, file) => {
      const weight = /-(\d00)-normal\.woff2$/.exec(file.file)?.[1] ?? '';
      const path = nodeModules.resolve(`${file.package}/files/${file.file}`);
      expect(existsSync(path)).toBe(true);
      expect(packageRanges(file.package, weight).get(file.file)).toBe(file.unicodeRange);
    },
  );
});

describe('fontsPlugin in a Vite build', () => {
  let root: string;
  let out: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'comanda-fonts-'));
    out = join(root, 'dist');
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>fonts</title><p>fonts</p>');
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [fontsPlugin()],
      build: { outDir: out, emptyOutDir: true },
    });
  }, 60_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it.each(NAMES)('/fonts/%s.css names only woff2 files that are in the output', (name) => {
    const css = readFileSync(join(out, 'fonts', `${name}.css`), 'utf8');
    expect(css).toContain('font-display: swap');
    // local() only in the metric-matched fallback faces, never for the brand family.
    const localFaces = css.split('@font-face').filter((face) => face.includes('local('));
    expect(localFaces.length).toBeGreaterThan(0);
    for (const face of localFaces)
      expect(face).toContain(`font-family: '${BRAND_FONTS[name].fallback.family}';`);
    const urls = [...css.matchAll(/url\(([^)]*)\)/g)].map((m) => m[1]!.replace(/['"]/g, ''));
    expect(urls).toHaveLength(3);
    for (const url of urls) {
      expect(url).toMatch(/^\/fonts\/files\/[a-z0-9-]+\.woff2$/);
      const built = join(out, url);
      expect(existsSync(built)).toBe(true);
      const file = BRAND_FONTS[name].files.find((f) => f.url === url)!;
      expect(
        readFileSync(built).equals(
          readFileSync(nodeModules.resolve(`${file.package}/files/${file.file}`)),
        ),
      ).toBe(true);
    }
    expect(css).toContain(`font-family: '${BRAND_FONTS[name].family}'`);
  });

  it('copies only the files the stylesheets use', () => {
    const used = new Set(
      NAMES.flatMap((name) =>
        [
          ...readFileSync(join(out, 'fonts', `${name}.css`), 'utf8').matchAll(/files\/([^')]+)/g),
        ].map((m) => m[1]),
      ),
    );
    const copied = readdirSync(join(out, 'fonts', 'files'));
    expect(new Set(copied)).toEqual(used);
    expect(copied.every((f) => f.endsWith('.woff2'))).toBe(true);
  });
});

describe('fontsPlugin in vite dev', () => {
  it('serves the stylesheets and their files from node_modules', async () => {
    const root = mkdtempSync(join(tmpdir(), 'comanda-fonts-dev-'));
    const server = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [fontsPlugin()],
      server: { port: 0, host: '127.0.0.1', hmr: false, ws: false },
    });
    try {
      await server.listen();
      const base = server.resolvedUrls?.local[0] ?? '';
      const css = await fetch(new URL('/fonts/wendy_one.css', base));
      expect(css.status).toBe(200);
      expect(css.headers.get('content-type')).toContain('text/css');
      const text = await css.text();
      expect(text).toContain("font-family: 'Wendy One'");
      const url = BRAND_FONTS.wendy_one.files.find((f) => f.subset === 'latin')!.url;
      expect(text).toContain(url);
      const font = await fetch(new URL(url, base));
      expect(font.status).toBe(200);
      expect(font.headers.get('content-type')).toBe('font/woff2');
      expect((await font.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    } finally {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('vite.config.ts', () => {
  it('registers the plugin in the storefront build', async () => {
    const { default: config } = (await import('../vite.config')) as {
      default: UserConfig | ((env: ConfigEnv) => UserConfig);
    };
    const resolved =
      typeof config === 'function'
        ? config({ command: 'build', mode: 'production', isSsrBuild: false })
        : config;
    const names = (resolved.plugins ?? ([] as PluginOption[]))
      .flat(Infinity as 1)
      .map((p) => (p && typeof p === 'object' && 'name' in p ? p.name : null));
    expect(names).toContain(FONTS_PLUGIN_NAME);
  });
});
