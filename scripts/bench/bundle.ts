// Initial JavaScript per page: what index.html loads (the module entry and its modulepreloads)
// plus the page's route chunk (src/app/pages.ts), closed over their static imports, gzipped.
// The closure comes from Vite's manifest (`vite build --manifest`, as scripts/bench/build.ts
// builds) when there is one, else from the built files themselves (index.html and the `import`
// statements of each chunk). Dynamic imports (`import(…)`) are never initial.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface BudgetReport {
  chunks: { name: string; bytes: number }[];
  totalBytes: number;
  lazyNames: string[];
}

/** The pages measured, their route chunk's source (manifest key) and file name prefix. */
export const PAGES = [
  { path: '/', source: 'src/features/landing/LandingPage.tsx', chunk: 'LandingPage-' },
  { path: '/products', source: 'src/features/products/ProductsPage.tsx', chunk: 'ProductsPage-' },
] as const;

export type PagePath = (typeof PAGES)[number]['path'];

const STATIC_IMPORT =
  /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/** Relative specifiers a built chunk imports statically (never `import(…)`). */
export function staticImports(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((m) => m[1]!.replace(/^\.\//, ''));
}

/** `/assets/x.js` references in index.html: the module entry and its modulepreloads. */
export function htmlEntries(html: string): string[] {
  const refs = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
  return [...new Set(refs)];
}

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * The JavaScript files (as in the manifest, 'assets/x.js') reached from the entries and `roots`
 * through static `imports` only.
 */
export function manifestClosure(manifest: Manifest, roots: readonly string[]): string[] {
  const entries = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
  const seen = new Set<string>();
  const files: string[] = [];
  const queue = [...entries, ...roots];
  while (queue.length > 0) {
    const key = queue.shift()!;
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) continue;
    seen.add(key);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    queue.push(...(chunk.imports ?? []));
  }
  return files;
}

/** The same closure from the built files: index.html's scripts plus chunks named `prefix`. */
function fileClosure(distDir: string, prefix: string): string[] {
  const assets = join(distDir, 'assets');
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const seen = new Set<string>();
  const queue = [...htmlEntries(html), ...files.filter((f) => f.startsWith(prefix))];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file) || !files.includes(file)) continue;
    seen.add(file);
    queue.push(...staticImports(readFileSync(join(assets, file), 'utf8')));
  }
  return [...seen].map((f) => `assets/${f}`);
}

function readManifest(distDir: string): Manifest | null {
  const file = join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

/** One page's initial JavaScript, largest chunk first, and the chunks it does not load. */
export function pageBudget(
  distDir: string,
  path: PagePath,
  gzipBytes: (file: string) => number,
): BudgetReport {
  const page = PAGES.find((p) => p.path === path)!;
  const manifest = readManifest(distDir);
  const initial =
    manifest && manifest[page.source]
      ? manifestClosure(manifest, [page.source])
      : fileClosure(distDir, page.chunk);
  const chunks = initial
    .map((file) => ({ name: file.replace(/^assets\//, ''), bytes: gzipBytes(join(distDir, file)) }))
    .sort((a, b) => b.bytes - a.bytes);
  const names = new Set(chunks.map((c) => c.name));
  const lazyNames = readdirSync(join(distDir, 'assets'))
    .filter((f) => f.endsWith('.js') && !names.has(f))
    .map((f) => f.replace(/-[\w-]{8}\.js$/, ''))
    .filter((name, index, all) => all.indexOf(name) === index)
    .sort();
  return { chunks, totalBytes: chunks.reduce((sum, c) => sum + c.bytes, 0), lazyNames };
}

/** The landing's initial JavaScript (kept for callers of the first version). */
export function bundleBudget(distDir: string, gzipBytes: (file: string) => number): BudgetReport {
  return pageBudget(distDir, '/', gzipBytes);
}
