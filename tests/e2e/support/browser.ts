// One headless Chromium per test file, driven by playwright-core. Flags follow what this machine
// needs: no sandbox as root, and no background networking (the network is closed).
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { findChromium } from './chromium';

export interface Viewport {
  width: number;
  height: number;
}

export const PHONE: Viewport = { width: 360, height: 740 };
export const DESKTOP: Viewport = { width: 1280, height: 900 };

/** `extraArgs`: more Chromium flags (the bench pins host resolution to this machine). */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found (set CHROMIUM_PATH)');
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      ...extraArgs,
    ],
  });
}

export async function newContext(
  browser: Browser,
  options: { viewport?: Viewport; locale?: string } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    locale: options.locale ?? 'en-US',
    serviceWorkers: 'allow',
  });
}
