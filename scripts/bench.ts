// `npm run bench`: every hot path's figure beside its budget (issue [12/13] "Fast on weak venue
// wifi"), measured here and never asserted in unit tests. Each figure has its own module in
// scripts/bench/; this file builds the storefront once, starts the servers and prints through
// scripts/bench/report.ts. Every figure is printed, then the process exits 1 if any missed.
//
//   js          initial JavaScript of '/' and '/products', gzipped (bundle.ts)
//   lighthouse  Lighthouse 12 mobile preset on bigmenu '/' and '/products', median of 5, on the
//               phone of benchmarkIndex 400 (the host's ÷ 400), and the preset's 4× for reference
//   paint       first paint with content at 50 KB/s and 400 ms latency (paint.ts)
//   repeat      warm repeat visit with the service worker, online and offline, median of 5 (paint.ts)
//   throughput  catalogue (br), its 304, landing and /products HTML, ratio to a static file
//   orders      order placements on SQLite (orders.ts)
//   sockets     tracking sockets held and the delay of one pushed update (sockets.ts)
//   menu        1,000-product menu in Chromium (scripts/bench-menu.ts), information only
//   import      300-product CSV menu import (menu-import.ts)
//   uploads     server RSS under four concurrent maximum-size image uploads (uploads.ts)
//
// `npm run bench -- --only=lighthouse,js` runs some of them. The absolute figures are for this
// machine at this moment: a shared machine drifts, so throughput also prints a ratio to a
// baseline measured in the same run.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { removeDataDir, startServer } from '../tests/e2e/support/server';
import type { RunningServer } from '../tests/e2e/support/server';
import { largeMenuBench } from './bench-menu';
import { buildForBench } from './bench/build';
import { PAGES, pageBudget } from './bench/bundle';
import { PHONE_BENCHMARK_INDEX, PRESET_CPU_MULTIPLIER, lighthouseBench } from './bench/lighthouse';
import type { LighthouseRun } from './bench/lighthouse';
import { MENU_IMPORT_BUDGET_MS, menuImportBench } from './bench/menu-import';
import { launchBenchBrowser, throttledFirstPaint, warmRepeatVisit } from './bench/paint';
import { allMisses, figure, median, note, notMeasured, section } from './bench/report';
import { socketBench } from './bench/sockets';
import { serverThroughput } from './bench/throughput';
import { UPLOAD_RSS_BUDGET_MB, uploadMemoryBench } from './bench/uploads';

const STEPS = [
  'js',
  'lighthouse',
  'paint',
  'repeat',
  'throughput',
  'orders',
  'sockets',
  'menu',
  'import',
  'uploads',
] as const;
type Step = (typeof STEPS)[number];

/** The budgets of the issue; loosening one is a decision for the issue, not for this file. */
const BUDGET = {
  landingJsKb: 100,
  productsJsKb: 115,
  lighthousePerformance: 95,
  lcpMs: 1_500,
  tbtMs: 200,
  cls: 0.02,
  throttledContentMs: 2_500,
  repeatVisitMs: 300,
  orderPlacementsPerSecond: 300,
  catalogueRequestsPerSecond: 3_000,
};

const TOKEN = 'bigmenu';
/**
 * Lighthouse runs per page, the median reported: one run on a shared 2-core machine swings by a
 * few hundred milliseconds of LCP and TBT, five keep the median steady.
 */
const LIGHTHOUSE_RUNS = 5;

function selectedSteps(): Set<Step> {
  const arg = process.argv.find((a) => a.startsWith('--only='));
  if (!arg) return new Set(STEPS);
  const wanted = arg.slice('--only='.length).split(',').filter(Boolean);
  const unknown = wanted.filter((w) => !(STEPS as readonly string[]).includes(w));
  if (unknown.length > 0)
    throw new Error(`unknown --only step(s): ${unknown.join(', ')} (known: ${STEPS.join(', ')})`);
  return new Set(wanted as Step[]);
}

interface Storefront {
  server: RunningServer;
  origin: string;
  companyId: string;
  companyName: string;
  firstProduct: string;
}

async function startStorefront(distDir: string): Promise<Storefront> {
  const server = await startServer({ env: { DIST_DIR: distDir, NODE_ENV: 'production' } });
  const api = `http://127.0.0.1:${server.port}/api`;
  const host = (await (
    await fetch(`${api}/ms-companies/public/hosts/${TOKEN}.localhost`)
  ).json()) as { company_id: string };
  const company = (await (
    await fetch(`${api}/ms-companies/public/companies/${host.company_id}`)
  ).json()) as { name: string };
  const categories = (await (
    await fetch(`${api}/ms-products/public/companies/${host.company_id}/categories`)
  ).json()) as { products: { name: string; visible: boolean }[] }[];
  const first = categories.flatMap((c) => c.products).find((p) => p.visible);
  if (!first) throw new Error(`${TOKEN} has no visible product`);
  return {
    server,
    origin: `http://${TOKEN}.localhost:${server.port}`,
    companyId: host.company_id,
    companyName: company.name,
    firstProduct: first.name,
  };
}

function initialJs(distDir: string): void {
  section(
    'Initial JavaScript per page (entry, modulepreloads, route chunk, static imports; gzip -9)',
  );
  const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
  for (const page of PAGES) {
    const report = pageBudget(distDir, page.path, gzip);
    const budget = page.path === '/' ? BUDGET.landingJsKb : BUDGET.productsJsKb;
    figure(`${page.path} initial JS`, report.totalBytes / 1024, 'KB', budget, '<=');
    note(report.chunks.map((c) => `${c.name} ${(c.bytes / 1024).toFixed(1)}`).join(', '));
  }
  const assets = join(distDir, 'assets');
  const css = readdirSync(assets).filter((f) => f.endsWith('.css'));
  const cssBytes = css.reduce((sum, f) => sum + gzip(join(assets, f)), 0);
  figure('CSS, all files', cssBytes / 1024, 'KB', null);
}

async function lighthouseFigures(store: Storefront): Promise<void> {
  const { calibration, pages, reference } = await lighthouseBench(
    PAGES.map((p) => `${store.origin}${p.path}`),
    LIGHTHOUSE_RUNS,
  );
  const cpu = `${calibration.cpuMultiplier}×`;
  section(
    `Lighthouse 12 mobile preset (simulated Slow 4G, ${cpu} CPU: the phone of benchmarkIndex ${PHONE_BENCHMARK_INDEX}), ${TOKEN}, median of ${LIGHTHOUSE_RUNS}`,
  );
  note(
    `host benchmarkIndex ${calibration.benchmarkIndex.toFixed(0)} (warm-up audits: ${calibration.benchmarkIndexes.map((b) => b.toFixed(0)).join(', ')}): CPU slowdown ${calibration.benchmarkIndex.toFixed(0)} ÷ ${PHONE_BENCHMARK_INDEX} = ${cpu} (docs/decisions.md)`,
  );
  for (const [i, page] of pages.entries()) {
    const path = PAGES[i]!.path;
    const m = page.median;
    figure(`${path} performance score`, m.performance, '', BUDGET.lighthousePerformance, '>=');
    figure(`${path} LCP`, m.lcpMs, 'ms', BUDGET.lcpMs, '<=');
    figure(`${path} TBT`, m.tbtMs, 'ms', BUDGET.tbtMs, '<=');
    figure(`${path} CLS`, m.cls, 'CLS', BUDGET.cls, '<=');
    figure(`${path} FCP`, m.fcpMs, 'ms', null);
    if (page.retries > 0) note(`${page.retries} failed Lighthouse run(s) were run again`);
    note(`runs: ${page.runs.map(runText).join('; ')}`);
  }
  for (const [i, page] of reference.entries()) {
    const m = page.median;
    note(
      `for reference, the preset's ${PRESET_CPU_MULTIPLIER}× on this host, ${PAGES[i]!.path}: ${m.performance.toFixed(0)} · LCP ${m.lcpMs.toFixed(0)} ms · TBT ${m.tbtMs.toFixed(0)} ms · CLS ${m.cls.toFixed(3)} (median of ${page.runs.length})`,
    );
  }
}

const runText = (r: LighthouseRun): string =>
  `${r.performance.toFixed(0)} (LCP ${r.lcpMs.toFixed(0)}, TBT ${r.tbtMs.toFixed(0)}, CLS ${r.cls.toFixed(3)})`;

async function paintFigures(store: Storefront, steps: Set<Step>): Promise<void> {
  const browser = await launchBenchBrowser();
  try {
    if (steps.has('paint')) {
      section(`Throttled first paint (50 KB/s, 400 ms latency, fresh context, 360 px), ${TOKEN}`);
      for (const page of PAGES) {
        const text = page.path === '/' ? store.companyName : store.firstProduct;
        const r = await throttledFirstPaint(browser, `${store.origin}${page.path}`, text);
        figure(`${page.path} first contentful paint`, r.fcpMs, 'ms', null);
        // Nothing is on screen before the first contentful paint.
        const visible = Math.max(r.contentMs, Number.isFinite(r.fcpMs) ? r.fcpMs : 0);
        figure(
          `${page.path} content visible ("${text}")`,
          visible,
          'ms',
          BUDGET.throttledContentMs,
          '<=',
        );
      }
    }
    if (steps.has('repeat')) {
      section(`Warm repeat visit of /products (service worker in control), ${TOKEN}`);
      const r = await warmRepeatVisit(
        browser,
        `${store.origin}/products`,
        store.firstProduct,
        store.companyId,
      );
      for (const [label, visits] of [
        ['online', r.online],
        ['offline', r.offline],
      ] as const) {
        const visible = visits.map((v) =>
          Math.max(v.contentMs, Number.isFinite(v.fcpMs) ? v.fcpMs : 0),
        );
        figure(
          `repeat visit ${label}: menu visible (median of ${visible.length})`,
          median(visible),
          'ms',
          BUDGET.repeatVisitMs,
          '<=',
        );
        console.log(`      each visit: ${visible.map((ms) => ms.toFixed(0)).join(', ')} ms`);
      }
    }
  } finally {
    await browser.close();
  }
}

async function throughputFigures(store: Storefront): Promise<void> {
  section(`Server throughput on 127.0.0.1 (real server, ${TOKEN}, 16 concurrent, keep-alive)`);
  const report = await serverThroughput(store.server.port, TOKEN, store.companyId);
  const b = report.baseline;
  figure(
    b.label,
    b.requestsPerSecond,
    'req/s',
    null,
    '>=',
    `p50 ${b.p50.toFixed(2)} ms  p99 ${b.p99.toFixed(2)} ms`,
  );
  for (const r of report.results) {
    const budget = r.label.startsWith('catalogue (br') ? BUDGET.catalogueRequestsPerSecond : null;
    figure(
      r.label,
      r.requestsPerSecond,
      'req/s',
      budget,
      '>=',
      `×${r.ratio.toFixed(2)} of baseline  p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms  ${r.status} ${r.bytesPerResponse} B`,
    );
    if (r.status >= 400) notMeasured(r.label, `answered ${r.status}`);
  }
}

interface OrdersModule {
  orderPlacementBench(options?: { distDir?: string }): Promise<{
    placements: { count: number; perSecond: number; p50: number; p99: number };
    baseline: { label: string; perSecond: number };
    ratio: number;
  }>;
}

async function orderFigures(distDir: string): Promise<void> {
  section('Order placements on SQLite (draft + place, real HTTP)');
  const file = join(import.meta.dirname, 'bench', 'orders.ts');
  if (!existsSync(file)) {
    notMeasured('order placements', 'scripts/bench/orders.ts missing');
    return;
  }
  // A computed specifier: this file must typecheck and run while orders.ts does not exist yet.
  const mod = (await import(pathToFileURL(file).href)) as OrdersModule;
  const r = await mod.orderPlacementBench({ distDir });
  figure(`baseline: ${r.baseline.label}`, r.baseline.perSecond, '/s', null);
  figure(
    'order placements',
    r.placements.perSecond,
    '/s',
    BUDGET.orderPlacementsPerSecond,
    '>=',
    `×${r.ratio.toFixed(3)} of baseline  p50 ${r.placements.p50.toFixed(1)} ms  p99 ${r.placements.p99.toFixed(1)} ms  (${r.placements.count})`,
  );
}

async function socketFigures(distDir: string): Promise<void> {
  const n = 2_000;
  section(`Tracking sockets (${n} diners on one ${TOKEN} order, one server process)`);
  const r = await socketBench(distDir, n, TOKEN);
  figure(
    'sockets open',
    r.opened,
    '',
    null,
    '>=',
    `of ${r.requested}, in ${r.openSeconds.toFixed(1)} s`,
  );
  figure(
    'server RSS per socket',
    r.rssPerSocketBytes / 1024,
    'KB',
    null,
    '<=',
    `RSS ${(r.before.rss / 2 ** 20).toFixed(0)} → ${(r.after.rss / 2 ** 20).toFixed(0)} MB`,
  );
  figure(
    'server heap per socket',
    r.heapPerSocketBytes / 1024,
    'KB',
    null,
    '<=',
    `heap ${(r.before.heapUsed / 2 ** 20).toFixed(0)} → ${(r.after.heapUsed / 2 ** 20).toFixed(0)} MB (after GC)`,
  );
  figure('pushed update, p50 delay', r.p50Ms, 'ms', null);
  figure('pushed update, p99 delay', r.p99Ms, 'ms', null);
  figure(
    'pushed update, all sockets',
    r.allMs,
    'ms',
    null,
    '<=',
    `${r.received} of ${r.opened} received; kitchen PATCH answered in ${r.kitchenAnswerMs.toFixed(0)} ms`,
  );
  if (r.received < r.opened)
    notMeasured('pushed update', `${r.opened - r.received} sockets never received it`);
}

async function largeMenuFigures(store: Storefront): Promise<void> {
  section(`Large menu (1,000 products from ${TOKEN}'s, 360 px, Chromium, no CPU throttling)`);
  const r = await largeMenuBench(store.origin, { products: 1000 });
  figure('first product card in the DOM', r.firstCardMs, 'ms', null, '<=', `${r.cards} cards`);
  figure(
    'scroll to bottom: worst frame',
    r.scroll.worstFrameMs,
    'ms',
    null,
    '<=',
    `${r.scroll.frames} frames in ${r.scroll.durationMs.toFixed(0)} ms`,
  );
  figure('scroll to bottom: scripting', r.scroll.scriptingMs, 'ms', null);
  figure(
    'scroll to bottom: long tasks',
    r.scroll.longTasks,
    '',
    null,
    '<=',
    `total ${r.scroll.longTasksTotalMs.toFixed(0)} ms, longest ${r.scroll.longestTaskMs.toFixed(0)} ms`,
  );
  figure(
    'search keystroke to painted list (worst)',
    Math.max(...r.keystrokeMs),
    'ms',
    null,
    '<=',
    `${r.keystrokeMs.map((ms) => ms.toFixed(0)).join(', ')} ms for 'b', 'bu', 'bur' (${r.searchResults} results)`,
  );
}

async function menuImportFigures(): Promise<void> {
  section('Menu import (300-product CSV, seeded SQLite, best of 5)');
  const r = await menuImportBench();
  figure(
    'menu import',
    r.bestMs,
    'ms',
    MENU_IMPORT_BUDGET_MS,
    '<=',
    `${(r.bytes / 1024).toFixed(1)} KB file`,
  );
}

async function uploadFigures(distDir: string): Promise<void> {
  section(
    'Image uploads (4 owners at once, each a 7000 × 7000 PNG near the 8 MB limit, real server)',
  );
  const r = await uploadMemoryBench(distDir);
  figure(
    'RSS under four concurrent maximum-size uploads',
    r.peakMb,
    'MB',
    UPLOAD_RSS_BUDGET_MB,
    '<=',
    `before ${r.beforeMb.toFixed(0)} MB, 2 s after ${r.afterMb.toFixed(0)} MB; ${(r.fileBytes / 2 ** 20).toFixed(1)} MB files answered ${r.statuses.join(', ')} in ${r.seconds.toFixed(1)} s`,
  );
  if (r.statuses.some((status) => status !== 200))
    notMeasured('uploads', `answered ${r.statuses.join(', ')}`);
}

/** Runs one figure's step; an error is printed and counted as a miss, and the rest goes on. */
async function attempt(label: string, run: () => Promise<void> | void): Promise<void> {
  const started = performance.now();
  try {
    await run();
  } catch (error) {
    notMeasured(label, error instanceof Error ? error.message.split('\n')[0]! : String(error));
  }
  note(`(${label}: ${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

async function main(): Promise<void> {
  const steps = selectedSteps();
  const started = performance.now();
  const needsBuild = [...steps].some((s) => s !== 'import');
  const needsStorefront = (['lighthouse', 'paint', 'repeat', 'throughput', 'menu'] as const).some(
    (s) => steps.has(s),
  );
  console.log(
    `npm run bench on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}, Node ${process.version}`,
  );
  console.log(`Building the storefront for measurement … (steps: ${[...steps].join(', ')})`);
  const build = needsBuild ? await buildForBench() : null;
  let store: Storefront | null = null;
  try {
    if (build && steps.has('js')) await attempt('initial JS', () => initialJs(build.distDir));
    if (build && needsStorefront) store = await startStorefront(build.distDir);
    if (store && steps.has('lighthouse'))
      await attempt('lighthouse', () => lighthouseFigures(store!));
    if (store && (steps.has('paint') || steps.has('repeat')))
      await attempt('browser paint', () => paintFigures(store!, steps));
    if (store && steps.has('throughput'))
      await attempt('throughput', () => throughputFigures(store!));
    if (store && steps.has('menu')) await attempt('large menu', () => largeMenuFigures(store!));
    if (store) {
      await store.server.stop();
      removeDataDir(store.server.dataDir);
      store = null;
    }
    if (build && steps.has('orders'))
      await attempt('order placements', () => orderFigures(build.distDir));
    if (build && steps.has('sockets')) await attempt('sockets', () => socketFigures(build.distDir));
    if (steps.has('import')) await attempt('menu import', menuImportFigures);
    if (build && steps.has('uploads')) await attempt('uploads', () => uploadFigures(build.distDir));
  } finally {
    if (store) {
      await store.server.stop();
      removeDataDir(store.server.dataDir);
    }
    build?.remove();
  }
  const misses = allMisses();
  console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  if (misses.length === 0) {
    console.log('✔ every figure within its budget');
    return;
  }
  console.error(`✘ ${misses.length} figure(s) missed their budget:`);
  for (const m of misses) console.error(`  - ${m.label}: ${m.detail}`);
  process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
