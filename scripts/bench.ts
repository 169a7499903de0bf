// `npm run bench`: performance budgets, measured and printed (never asserted in unit tests).
//  1. The landing page's initial JavaScript, gzipped: the entry, its modulepreloads and the
//     landing route chunk (main.tsx starts loading it on '/') with everything they import
//     statically. Budget: 100 KB. The script exits 1 when a budget is exceeded.
//  2. Server throughput on a real port: the prepared catalogue (br), its 304 revalidation, and the
//     server-filled landing HTML, with bounded request counts on 127.0.0.1 only.
//  3. Large-menu smoothness (scripts/bench-menu.ts): 1,000 products on /products in Chromium, at
//     360 px, against a real server started here. Skipped with a message when Chromium is absent.
//  4. Menu import (scripts/bench/menu-import.ts): a 300-product CSV imported on SQLite, end to end
//     (parse, validate, replace, audit), best of 5. Budget: 3 s; the script exits 1 over it.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { findChromium } from '../tests/e2e/support/chromium';
import { removeDataDir, startServer } from '../tests/e2e/support/server';
import { bundleBudget } from './bench/bundle';
import { MENU_IMPORT_BUDGET_MS, menuImportBench } from './bench/menu-import';
import { serverThroughput } from './bench/throughput';

const BUDGET_KB = 100;

async function largeMenu(distDir: string): Promise<void> {
  console.log('\nLarge menu (1,000 products, 360 px, Chromium):');
  if (!findChromium()) {
    console.log('  skipped: Chromium not found (set CHROMIUM_PATH)');
    return;
  }
  const server = await startServer({ env: { DIST_DIR: distDir } });
  try {
    spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/bench-menu.ts', `http://demo.localhost:${server.port}`],
      { stdio: 'inherit' },
    );
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
}

async function main(): Promise<void> {
  const distDir = mkdtempSync(join(tmpdir(), 'comanda-bench-dist-'));
  try {
    console.log('Building the storefront for measurement …');
    execFileSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--outDir', distDir, '--emptyOutDir'],
      { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } },
    );
    const budget = bundleBudget(
      distDir,
      (file) => gzipSync(readFileSync(file), { level: 9 }).length,
    );
    console.log('\nLanding initial JavaScript (gzipped):');
    for (const chunk of budget.chunks)
      console.log(`  ${(chunk.bytes / 1024).toFixed(1).padStart(6)} KB  ${chunk.name}`);
    const totalKb = budget.totalBytes / 1024;
    console.log(`  ${totalKb.toFixed(1).padStart(6)} KB  total (budget ${BUDGET_KB} KB)`);
    const css = readdirSync(join(distDir, 'assets')).filter((f) => f.endsWith('.css'));
    const cssBytes = css.reduce(
      (sum, f) => sum + gzipSync(readFileSync(join(distDir, 'assets', f))).length,
      0,
    );
    console.log(`  CSS, all files, gzipped: ${(cssBytes / 1024).toFixed(1)} KB`);
    console.log(`  lazy (not initial): ${budget.lazyNames.join(', ')}`);

    console.log('\nServer throughput on 127.0.0.1 (real HTTP, seeded SQLite):');
    const results = await serverThroughput(distDir);
    for (const r of results) {
      console.log(
        `  ${r.label.padEnd(34)} ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(1)} ms   p95 ${r.p95.toFixed(1)} ms   (${r.count} requests, ${r.bytesPerResponse} B each)`,
      );
    }
    console.log('\nMenu import (300-product CSV, seeded SQLite, best of 5):');
    const menuImport = await menuImportBench();
    console.log(
      `  ${menuImport.bestMs.toFixed(0).padStart(6)} ms  (budget ${MENU_IMPORT_BUDGET_MS} ms, ${(menuImport.bytes / 1024).toFixed(1)} KB file)`,
    );
    if (menuImport.bestMs > MENU_IMPORT_BUDGET_MS) {
      console.error(
        `\n✘ menu import ${menuImport.bestMs.toFixed(0)} ms exceeds ${MENU_IMPORT_BUDGET_MS} ms`,
      );
      process.exitCode = 1;
    }
    await largeMenu(distDir);
    if (totalKb > BUDGET_KB) {
      console.error(
        `\n✘ landing initial JavaScript ${totalKb.toFixed(1)} KB exceeds ${BUDGET_KB} KB`,
      );
      process.exitCode = 1;
    } else {
      console.log(`\n✔ landing initial JavaScript within budget`);
    }
  } finally {
    rmSync(distDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
