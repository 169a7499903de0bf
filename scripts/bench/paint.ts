// Two browser figures on a real storefront, in Debian Chromium through playwright-core:
//  - throttled first paint: a fresh context (no service worker, empty cache) on a 50 KB/s link
//    with 400 ms latency (CDP Network.emulateNetworkConditions); First Contentful Paint, and the
//    time until the content itself is visible (the company name on '/', the first product's name
//    on '/products'). The budget applies to the content.
//  - warm repeat visit: /products loaded once, the service worker in control with its caches
//    filled, then new pages in the same context, five online and then five offline: time until
//    the first product's name is visible; the bench reports each way's median.
// "Visible" is checked in a requestAnimationFrame loop started before the document parses: a
// frame whose callback finds the text in the rendered body (innerText: laid out, not hidden) with
// a non-empty box is the frame that paints it. In-page code is passed as strings: this file
// compiles without the DOM library.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE, launchBrowser } from '../../tests/e2e/support/browser';

export { PHONE };
const API_CACHE = 'comanda-api-v1';

export function launchBenchBrowser(): Promise<Browser> {
  return launchBrowser([
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1',
  ]);
}

/** Records FCP and the first frame showing `text` (window.__content), from navigation start. */
function recorder(text: string): string {
  return `(() => {
    const wanted = ${JSON.stringify(text)};
    const state = (window.__content = { fcp: null, visible: null, frames: 0 });
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          if (e.name === 'first-contentful-paint') state.fcp = e.startTime;
      }).observe({ type: 'paint', buffered: true });
    } catch {}
    const shown = () => {
      const body = document.body;
      if (!body || !body.innerText.includes(wanted)) return false;
      const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent || !node.textContent.includes(wanted)) continue;
        const box = node.parentElement && node.parentElement.getBoundingClientRect();
        if (box && box.width > 0 && box.height > 0 && box.top < innerHeight) return true;
      }
      return false;
    };
    const tick = (now) => {
      state.frames++;
      if (shown()) { state.visible = now; return; }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })();`;
}

export interface PaintResult {
  fcpMs: number;
  contentMs: number;
}

/**
 * Polls an expression with page.evaluate (Runtime.evaluate: allowed under the storefront's CSP,
 * where waitForFunction's string form would need 'unsafe-eval').
 */
async function poll(
  page: Page,
  expression: string,
  timeoutMs: number,
  everyMs = 50,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await page.evaluate<boolean>(expression).catch(() => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms: ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

async function measureVisit(page: Page, url: string, timeoutMs: number): Promise<PaintResult> {
  await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
  await poll(page, 'Boolean(window.__content && window.__content.visible !== null)', timeoutMs);
  // FCP is reported just after its frame: give the observer a moment.
  await poll(page, 'window.__content.fcp !== null', 2_000).catch(() => undefined);
  const state = await page.evaluate<{ fcp: number | null; visible: number }>('window.__content');
  return { fcpMs: state.fcp ?? Number.NaN, contentMs: state.visible };
}

/** One fresh visit on the throttled link. */
export async function throttledFirstPaint(
  browser: Browser,
  url: string,
  contentText: string,
): Promise<PaintResult> {
  const context = await browser.newContext({
    viewport: PHONE,
    locale: 'en-US',
    serviceWorkers: 'block',
  });
  try {
    await context.addInitScript(recorder(contentText));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: 50 * 1024,
      uploadThroughput: 50 * 1024,
    });
    return await measureVisit(page, url, 120_000);
  } finally {
    await context.close();
  }
}

export interface RepeatResult {
  /** Each visit's figures, in the order they ran. */
  online: PaintResult[];
  offline: PaintResult[];
}

/** Repeat visits measured each way; the bench reports their median. */
export const REPEAT_VISIT_SAMPLES = 5;

async function waitForWarmWorker(page: Page, companyId: string): Promise<void> {
  await poll(page, 'navigator.serviceWorker.controller !== null', 30_000, 250);
  const wanted = [
    `/companies/${companyId}`,
    `/companies/${companyId}/ecommerce-settings`,
    `/companies/${companyId}/categories`,
  ];
  await poll(
    page,
    `(async () => {
      const cache = await caches.open(${JSON.stringify(API_CACHE)});
      const urls = (await cache.keys()).map((r) => new URL(r.url).pathname);
      return ${JSON.stringify(wanted)}.every((s) => urls.some((u) => u.endsWith(s)));
    })()`,
    30_000,
    250,
  );
}

/**
 * First visit (unthrottled) to warm the worker, then `samples` repeat visits online and as many
 * offline, each in a new page of the same context (its worker and caches kept).
 */
export async function warmRepeatVisit(
  browser: Browser,
  url: string,
  contentText: string,
  companyId: string,
  samples = REPEAT_VISIT_SAMPLES,
): Promise<RepeatResult> {
  const context: BrowserContext = await browser.newContext({
    viewport: PHONE,
    locale: 'en-US',
    serviceWorkers: 'allow',
  });
  try {
    await context.addInitScript(recorder(contentText));
    const first = await context.newPage();
    await measureVisit(first, url, 60_000);
    await waitForWarmWorker(first, companyId);
    // The worker may still be storing images; let it settle as a diner's phone would.
    await first.waitForTimeout(1_000);
    await first.close();
    const visits = async (): Promise<PaintResult[]> => {
      const results: PaintResult[] = [];
      for (let i = 0; i < samples; i++) {
        const page = await context.newPage();
        results.push(await measureVisit(page, url, 30_000));
        await page.close();
      }
      return results;
    };
    const online = await visits();
    await context.setOffline(true);
    const offline = await visits();
    return { online, offline };
  } finally {
    await context.close();
  }
}
