// The server's renderer (built by `vite build --ssr`, loaded by server/pages/ssr.ts): it draws the
// landing, /products and /info with the storefront's own components into the first HTML, so a
// diner on a weak link reads the menu before any script has run. The browser then hydrates the
// same tree (src/main.tsx).
//
// The stores are module state, so a render sets them and draws in one synchronous step
// (renderToString never yields): two requests can never see each other's company.
// First: the storefront's modules below must see that they run in the server's renderer.
import './server-flag';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from '../app/App';
import type { BootData } from '../app/boot';
import { primeStores } from '../app/startup';
import { LOCALES } from '../domain/constants';
import { DRAWN_PAGES } from '../domain/drawn-pages';
import { companyLocale, setLocale } from '../i18n';
import { app, hold } from '../state/app';
import { catalogue } from '../state/catalogue';

/** The routes whose first HTML carries the page; every other one is drawn by the browser. */
export const SERVER_PAGES = DRAWN_PAGES;

let prepared: Promise<void> | null = null;

/** Loads every locale's dictionaries once, so a render can switch language synchronously. */
export function prepare(): Promise<void> {
  prepared ??= (async () => {
    for (const locale of LOCALES) await setLocale(locale);
  })();
  return prepared;
}

export interface RenderInput {
  path: string;
  /** The query string without '?'. */
  search: string;
  boot: BootData;
  /** When the page is drawn (ms): opening hours read it. */
  now: number;
}

/** The page's HTML for #root, or null for a route the server does not draw. */
export function render({ path, search, boot, now }: RenderInput): string | null {
  if (!SERVER_PAGES.includes(path)) return null;
  const { company } = boot;
  // The visitor's language, which the server chose by the §2.1 rule (server/pages/visitor-locale.ts)
  // and the boot data hands to the browser for hydration. Synchronous once prepare() has run.
  void setLocale(boot.locale ?? companyLocale(company.language, company.country?.country_code));
  catalogue.status = 'idle';
  catalogue.categories = null;
  app.coupons = hold([]);
  app.loyalty = null;
  primeStores(boot);
  app.now = new Date(now);
  app.status = 'ready';
  // A part that throws fails the whole render; server/pages/page-renderer.ts then sends the page
  // for the browser to draw.
  const html = renderToString(
    <Router ssrPath={path} ssrSearch={search}>
      <App />
    </Router>,
  );
  return html;
}
