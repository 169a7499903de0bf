// Lighthouse 12's mobile preset (its default config: simulated Slow 4G, 4× CPU slowdown, a
// Moto G Power sized screen) on the bigmenu storefront's '/' and '/products', performance only,
// each page `runs` times in one headless Debian Chromium; the median of each metric is reported.
// Chromium is kept off the network: background services are disabled, and every host name but
// the loopback ones fails to resolve.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '../../tests/e2e/support/chromium';
import { median } from './report';

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-domain-reliability',
  '--disable-client-side-phishing-detection',
  '--no-default-browser-check',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1',
];

export interface LighthouseRun {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
}

export interface LighthousePage {
  url: string;
  median: LighthouseRun;
  runs: LighthouseRun[];
  /** Runs Lighthouse itself failed (trace errors) and that were run again. */
  retries: number;
}

function numeric(lhr: { audits: Record<string, { numericValue?: number }> }, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

/**
 * One Lighthouse run; a run whose trace failed (Lighthouse's own runtimeError, e.g. NO_NAVSTART,
 * which it says to retry) is run again, up to three times. A page that fails every time throws.
 */
let retries = 0;

async function audit(url: string, port: number) {
  let last = '';
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (attempt > 0) retries += 1;
    const answer = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!answer) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!answer.lhr.runtimeError) return answer.lhr;
    last = `${answer.lhr.runtimeError.code}: ${answer.lhr.runtimeError.message}`;
  }
  throw new Error(`Lighthouse on ${url} failed three times (${last})`);
}

export async function lighthouseBench(
  urls: readonly string[],
  runs = 3,
): Promise<LighthousePage[]> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('Chromium not found (set CHROMIUM_PATH)');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  try {
    const pages: LighthousePage[] = [];
    for (const url of urls) {
      const results: LighthouseRun[] = [];
      retries = 0;
      for (let run = 0; run < runs; run += 1) {
        const lhr = await audit(url, chrome.port);
        results.push({
          performance: (lhr.categories.performance?.score ?? Number.NaN) * 100,
          lcpMs: numeric(lhr, 'largest-contentful-paint'),
          tbtMs: numeric(lhr, 'total-blocking-time'),
          cls: numeric(lhr, 'cumulative-layout-shift'),
          fcpMs: numeric(lhr, 'first-contentful-paint'),
          speedIndexMs: numeric(lhr, 'speed-index'),
        });
      }
      const pick = (key: keyof LighthouseRun) => median(results.map((r) => r[key]));
      pages.push({
        url,
        runs: results,
        retries,
        median: {
          performance: pick('performance'),
          lcpMs: pick('lcpMs'),
          tbtMs: pick('tbtMs'),
          cls: pick('cls'),
          fcpMs: pick('fcpMs'),
          speedIndexMs: pick('speedIndexMs'),
        },
      });
    }
    return pages;
  } finally {
    chrome.kill();
  }
}
