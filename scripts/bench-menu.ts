// Large-menu smoothness of /products (§2.4 "Large menus"). Run alone it starts nothing: give it a
// running storefront, e.g. `node --import tsx scripts/bench-menu.ts http://demo.localhost:3000`;
// `npm run bench` calls largeMenuBench() against the server it starts.
// The real catalogue request is answered with a generated one (default 1,000 products, built
// from the tenant's own products so images, variants and modifiers stay realistic), then it
// measures in Chromium at 360 px:
//   (a) time from navigation to the first product card in the DOM;
//   (b) scripting time and long tasks while scrolling to the bottom;
//   (c) latency of one search keystroke until the filtered list is painted.
// Options: --products=N, --cpu=N (CDP CPU throttling rate; 4 approximates a mid-range phone).
import { pathToFileURL } from 'node:url';
import type { CDPSession } from 'playwright-core';
import { launchBenchBrowser } from './bench/paint';
import type { Category, Product } from '../src/domain/types';

const PER_CATEGORY = 50;

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** N products in categories of 50, cloned round-robin from the tenant's real products. */
export function generateCatalogue(templates: readonly Product[], total: number): Category[] {
  const categories: Category[] = [];
  for (let i = 0; i < total; i++) {
    const c = Math.floor(i / PER_CATEGORY);
    const id = `bench-cat-${c}`;
    if (!categories[c])
      categories[c] = { id, category_id: id, name: `Section ${c + 1}`, products: [] };
    const t = templates[i % templates.length]!;
    const pid = `${String(i).padStart(6, '0')}-bench`;
    categories[c].products.push({
      ...t,
      id: pid,
      name: `${t.name} ${i + 1}`,
      category_id: id,
      product_category_id: id,
      product_variants: t.product_variants.map((v, k) => ({
        ...v,
        id: `${pid}-v${k}`,
        product_id: pid,
        category_id: id,
      })),
    });
  }
  return categories;
}

// In-page code is passed as strings: this file compiles without the DOM library.
const INIT = `
  window.__bench = { firstCard: null, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bench.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver((_, observer) => {
    if (document.querySelector('.pp-card')) {
      window.__bench.firstCard = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

const SCROLL = `(async () => {
  const start = performance.now();
  let frames = 0, worst = 0, last = start;
  while (window.scrollY + innerHeight < document.documentElement.scrollHeight - 2) {
    window.scrollBy(0, innerHeight * 0.8);
    await new Promise((r) => requestAnimationFrame(r));
    const now = performance.now();
    worst = Math.max(worst, now - last);
    last = now;
    frames++;
  }
  return { start, end: performance.now(), frames, worstFrame: worst };
})()`;

const KEYSTROKE = `(char) => new Promise((resolve) => {
  const input = document.querySelector('.pp-search__input');
  const main = document.querySelector('main');
  let t0 = 0;
  const observer = new MutationObserver(() => {
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
  });
  observer.observe(main, { childList: true, subtree: true, characterData: true });
  input.focus();
  t0 = performance.now();
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  setter.call(input, input.value + char);
  input.dispatchEvent(new Event('input', { bubbles: true }));
})`;

interface ScrollResult {
  start: number;
  end: number;
  frames: number;
  worstFrame: number;
}

interface LongTask {
  start: number;
  duration: number;
}

/** Seconds of JavaScript execution so far, from the page's own CDP session (Performance domain). */
async function scriptSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0;
}

export interface LargeMenuResult {
  products: number;
  cards: number;
  cpu: number;
  /** (a) navigation start to the first product card in the DOM. */
  firstCardMs: number;
  /** (b) scrolling to the bottom. */
  scroll: {
    frames: number;
    durationMs: number;
    worstFrameMs: number;
    scriptingMs: number;
    longTasks: number;
    longTasksTotalMs: number;
    longestTaskMs: number;
  };
  /** (c) one search keystroke to the painted list, for 'b', 'bu', 'bur'. */
  keystrokeMs: number[];
  searchResults: number;
}

export async function largeMenuBench(
  base: string,
  { products: TOTAL = 1000, cpu: CPU = 1 }: { products?: number; cpu?: number } = {},
): Promise<LargeMenuResult> {
  const url = new URL(base);
  const origin = url.origin;
  // Node does not resolve *.localhost as Chromium does; the API answers on the loopback address.
  const api = `${url.protocol}//${url.hostname.endsWith('.localhost') ? '127.0.0.1' : url.hostname}${url.port ? `:${url.port}` : ''}/api`;
  const { company_id } = await json<{ company_id: string }>(
    `${api}/ms-companies/public/hosts/${url.host}`,
  );
  const real = await json<Category[]>(
    `${api}/ms-products/public/companies/${company_id}/categories`,
  );
  const templates = real.flatMap((c) => c.products).filter((p) => p.visible);
  const body = JSON.stringify(generateCatalogue(templates, TOTAL));

  const browser = await launchBenchBrowser();
  try {
    // Service workers blocked, so the route below sees every catalogue request.
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      serviceWorkers: 'block',
    });
    await context.route('**/categories', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body }),
    );
    await context.addInitScript(INIT);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });

    await page.goto(`${origin}/products`);
    await page.locator('.pp-card').first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(500);
    const firstCard = await page.evaluate<number>('window.__bench.firstCard');
    const cards = await page.locator('.pp-card').count();
    // Any opening modal (closed store) is closed so it does not lock scrolling.
    await page.keyboard.press('Escape');

    const scriptBefore = await scriptSeconds(cdp);
    const scroll = await page.evaluate<ScrollResult>(SCROLL);
    const scriptAfter = await scriptSeconds(cdp);
    const tasks = await page.evaluate<LongTask[]>('window.__bench.longTasks');
    const during = tasks.filter((t) => t.start >= scroll.start && t.start <= scroll.end);

    await page.evaluate('window.scrollTo(0, 0)');
    const latencies: number[] = [];
    for (const text of ['b', 'u', 'r']) {
      latencies.push(await page.evaluate<number>(`(${KEYSTROKE})(${JSON.stringify(text)})`));
      await page.waitForTimeout(200);
    }
    const results = await page.locator('.pp-main .pp-card:not([hidden] .pp-card)').count();
    return {
      products: TOTAL,
      cards,
      cpu: CPU,
      firstCardMs: firstCard,
      scroll: {
        frames: scroll.frames,
        durationMs: scroll.end - scroll.start,
        worstFrameMs: scroll.worstFrame,
        scriptingMs: (scriptAfter - scriptBefore) * 1000,
        longTasks: during.length,
        longTasksTotalMs: during.reduce((s, t) => s + t.duration, 0),
        longestTaskMs: Math.max(0, ...during.map((t) => t.duration)),
      },
      keystrokeMs: latencies,
      searchResults: results,
    };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: number): number => {
    const found = args.find((a) => a.startsWith(`--${name}=`));
    const value = found ? Number(found.split('=')[1]) : fallback;
    return Number.isFinite(value) && value > 0 ? value : fallback;
  };
  const base = args.find((a) => !a.startsWith('--')) ?? process.env.BENCH_URL;
  if (!base)
    throw new Error('usage: bench-menu.ts http://{token}.localhost:PORT [--products=N] [--cpu=N]');
  const r = await largeMenuBench(base, {
    products: option('products', 1000),
    cpu: option('cpu', 1),
  });
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(`bench-menu: ${r.cards} product cards, 360 px, CPU throttling ${r.cpu}x`);
  console.log(`(a) first product card rendered: ${ms(r.firstCardMs)} after navigation start`);
  console.log(
    `(b) scroll to bottom: ${r.scroll.frames} frames in ${ms(r.scroll.durationMs)}, worst frame ${ms(r.scroll.worstFrameMs)}, ` +
      `scripting ${ms(r.scroll.scriptingMs)}, long tasks ${r.scroll.longTasks} (total ${ms(r.scroll.longTasksTotalMs)}, longest ${ms(r.scroll.longestTaskMs)})`,
  );
  console.log(
    `(c) search keystroke to painted list: ${r.keystrokeMs.map(ms).join(', ')} ('b', 'bu', 'bur'; ${r.searchResults} results)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
