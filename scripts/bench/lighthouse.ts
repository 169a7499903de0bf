// Lighthouse 12's mobile preset (its default config: simulated Slow 4G, 4× CPU slowdown, a
// Moto G Power sized screen) on the bigmenu storefront's '/' and '/products', performance only,
// each page `runs` times in one headless Debian Chromium; the median of each metric is reported.
//
// The 4× CPU slowdown is relative to the host. Lighthouse calibrates it for a high-end desktop
// (its benchmarkIndex about 1,500 and up) and documents lowering it on a weaker machine
// (docs/throttling.md, "Calibrating the CPU slowdown"), or every task is measured as if on a
// phone slower than the mid-tier one the preset stands for. So each page is first audited once
// at the preset (a warm-up, not counted); the median benchmarkIndex of those audits gives the
// multiplier by Lighthouse's CPU-throttling calculator, never above the preset's 4×. The
// benchmarkIndex and the multiplier are printed beside the figures.
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

/** The preset's CPU slowdown, and the most the calibration uses. */
export const PRESET_CPU_MULTIPLIER = 4;

/**
 * The CPU slowdown that makes this host emulate Lighthouse's target mobile device, by the
 * formula of Lighthouse's CPU-throttling calculator (lighthouse-cpu-throttling-calculator, linked
 * from Lighthouse's docs/throttling.md): 1,533 → 4×, 1,300 → 3×, 800 → 2×, 150 → 1×, linear in
 * between. Capped at the preset's 4×: a faster host keeps the preset as Lighthouse ships it.
 */
export function calibratedCpuMultiplier(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return PRESET_CPU_MULTIPLIER;
  let multiplier: number;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else multiplier = 1 + (benchmarkIndex - 150) / 650;
  return Math.min(PRESET_CPU_MULTIPLIER, Math.max(1, Math.round(multiplier * 10) / 10));
}

export interface LighthouseCalibration {
  /** Lighthouse's benchmarkIndex of the host: the median of the warm-up audits. */
  benchmarkIndex: number;
  /** Each warm-up audit's. */
  benchmarkIndexes: number[];
  cpuMultiplier: number;
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

async function audit(url: string, port: number, cpuMultiplier = PRESET_CPU_MULTIPLIER) {
  let last = '';
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (attempt > 0) retries += 1;
    const answer = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Merged into the preset's throttling: only the CPU slowdown changes.
      throttling: { cpuSlowdownMultiplier: cpuMultiplier },
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
): Promise<{ calibration: LighthouseCalibration; pages: LighthousePage[] }> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('Chromium not found (set CHROMIUM_PATH)');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  try {
    const benchmarkIndexes: number[] = [];
    for (const url of urls)
      benchmarkIndexes.push((await audit(url, chrome.port)).environment.benchmarkIndex);
    const benchmarkIndex = median(benchmarkIndexes);
    const cpuMultiplier = calibratedCpuMultiplier(benchmarkIndex);
    const calibration = { benchmarkIndex, benchmarkIndexes, cpuMultiplier };
    const pages: LighthousePage[] = [];
    for (const url of urls) {
      const results: LighthouseRun[] = [];
      retries = 0;
      for (let run = 0; run < runs; run += 1) {
        const lhr = await audit(url, chrome.port, cpuMultiplier);
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
    return { calibration, pages };
  } finally {
    chrome.kill();
  }
}
