// Issue [15/21] "React runs the storefront": the page a diner gets is hydrated by react-dom (its
// root element carries React's container key, and the react-dom a page loads is the one
// installed), and no Preact code ships in any script the storefront serves or precaches.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser } from './support/browser';
import { interactive } from './support/interactive';
import { rawGet } from './support/raw-http';
import { tenantUrl } from './support/urls';

const REACT_DOM_VERSION = (
  JSON.parse(
    readFileSync(new URL('../../node_modules/react-dom/package.json', import.meta.url), 'utf8'),
  ) as { version: string }
).version;

/** react-dom's own signature as it tells its dev tools who it is, in whatever quotes. */
const REACT_DOM = new RegExp(
  `version:\\s*[\`"']${REACT_DOM_VERSION.replace(/\./g, '\\.')}[\`"'],\\s*rendererPackageName:\\s*[\`"']react-dom[\`"']`,
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('React runs the storefront', () => {
  it.each(['/', '/products', '/info'])(
    '%s, drawn by the server, is hydrated by react-dom',
    async (path) => {
      const context = await browser.newContext({ viewport: PHONE });
      try {
        const page = await context.newPage();
        const scripts: Promise<string>[] = [];
        page.on('response', (response) => {
          if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
        });
        await page.goto(tenantUrl('demo', path));
        // Drawn by the server: the root has content before any script ran.
        expect(await page.locator('#root > *').count()).toBeGreaterThan(0);
        await interactive(page);
        const containerKey = await page.evaluate(() =>
          Object.keys(document.getElementById('root') ?? {}).find((key) =>
            key.startsWith('__reactContainer$'),
          ),
        );
        expect(containerKey).toMatch(/^__reactContainer\$/);
        // React has taken the drawn nodes as its own (its fiber key is on them).
        const adopted = await page.evaluate(() =>
          Object.keys(document.querySelector('#root h1') ?? {}).some((key) =>
            key.startsWith('__reactFiber$'),
          ),
        );
        expect(adopted).toBe(true);
        const loaded = await Promise.all(scripts);
        expect(loaded.some((code) => REACT_DOM.test(code))).toBe(true);
        expect(loaded.filter((code) => /preact/i.test(code))).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('no script the storefront precaches holds Preact', async () => {
    const worker = await rawGet('demo.localhost', '/sw.js');
    expect(worker.status).toBe(200);
    const files = [...new Set(worker.body.match(/assets\/[\w-]+\.js/g) ?? [])];
    expect(files.length).toBeGreaterThan(20);
    const withPreact: string[] = [];
    let withReactDom = 0;
    for (const file of files) {
      const { body } = await rawGet('demo.localhost', `/${file}`);
      if (/preact/i.test(body)) withPreact.push(file);
      if (REACT_DOM.test(body)) withReactDom += 1;
    }
    expect(withPreact).toEqual([]);
    expect(withReactDom).toBeGreaterThan(0);
  });
});
