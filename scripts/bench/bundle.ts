// The landing's initial JavaScript: what index.html loads (module entry and modulepreloads), plus
// the landing route chunk that main.tsx starts on '/', closed over their static imports.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface BudgetReport {
  chunks: { name: string; bytes: number }[];
  totalBytes: number;
  lazyNames: string[];
}

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

export function bundleBudget(distDir: string, gzipBytes: (file: string) => number): BudgetReport {
  const assets = join(distDir, 'assets');
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const landing = files.filter((f) => f.startsWith('LandingPage-'));
  const seen = new Set<string>();
  const queue = [...htmlEntries(html), ...landing];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file) || !files.includes(file)) continue;
    seen.add(file);
    queue.push(...staticImports(readFileSync(join(assets, file), 'utf8')));
  }
  const chunks = [...seen]
    .map((name) => ({ name, bytes: gzipBytes(join(assets, name)) }))
    .sort((a, b) => b.bytes - a.bytes);
  const lazyNames = files
    .filter((f) => !seen.has(f))
    .map((f) => f.replace(/-[\w-]{8}\.js$/, ''))
    .filter((name, index, all) => all.indexOf(name) === index)
    .sort();
  return { chunks, totalBytes: chunks.reduce((sum, c) => sum + c.bytes, 0), lazyNames };
}
