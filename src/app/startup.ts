// §2.2 start-up: resolve the company, restore the client (§4.9), count the visit, then load the
// QR, coupons and loyalty settings. Only a failure to resolve the company stops the storefront;
// every other failure is logged (§8) and start-up continues.
import { getCompany, getCompanyIdFromHost, getEcommerceSettings } from '../api/client';
import { isApiError } from '../api/errors';
import { STORAGE_KEYS } from '../domain/constants';
import { browserLocale, startLocale } from '../i18n';
import type { Locale } from '../domain/constants';
import { app, hold, startClock } from '../state/app';
import { catalogue } from '../state/catalogue';
import { readCookie } from '../state/device/cookies';
import { captureUtm } from '../state/device/utm';
import { readBootData } from './boot';
import type { BootData } from './boot';
import { readStartupQuery } from './query';
import { applyTheme } from './theme';
import { whenIdle } from '../ui/next-task';

/** The longest secondary start-up data waits for an idle moment. */
const SECONDARY_DATA_WAIT_MS = 1_500;

async function resolveCompany(hostname: string, preview: boolean): Promise<BootData> {
  const boot = readBootData();
  if (boot) return boot;
  const { company_id: companyId } = await getCompanyIdFromHost(hostname);
  const [company, settings] = await Promise.all([
    getCompany(companyId, { preview }),
    getEcommerceSettings(companyId),
  ]);
  return { companyId, company, settings };
}

async function run(where: Location): Promise<void> {
  const query = readStartupQuery(where.search);
  const utm = captureUtm({ utmSource: query.utmSource, utmCampaign: query.utmCampaign });
  app.isPreview = query.isPreview;
  app.utmSource = utm.utmSource;
  app.utmCampaign = utm.utmCampaign;
  app.lastOrderId = readCookie(STORAGE_KEYS.COOKIE_LAST_ORDER_ID);
  app.clientName = readCookie(STORAGE_KEYS.COOKIE_CLIENT_NAME);
  startClock();
  // Per-company device data (the localStorage migration, the outbox drainer) follows the
  // company from here, in a chunk of its own; it loads Dexie lazily.
  import('../state/device/local-data')
    .then(({ startLocalData }) => startLocalData())
    .catch((error: unknown) => console.error('[ERROR:localData]', error));

  let resolved: BootData;
  try {
    resolved = await resolveCompany(where.hostname, query.isPreview);
  } catch (error) {
    app.errorStatus = isApiError(error) ? error.status : null;
    app.status = 'error';
    return;
  }
  // The language by the §2.1 rule, read here: on a page the server drew, this runs after
  // hydration, so a page kept from another language (the service worker's) turns to it now.
  await showCompany(resolved, browserLocale(resolved.company));
  // The client, the visit, coupons and loyalty come once the page has settled: none of them is
  // needed to read the menu or tap a product, and their work would share its busiest moments.
  await whenIdle(SECONDARY_DATA_WAIT_MS);
  // Its code loads then too (precached by the service worker after a first visit).
  const secondary = await import('./startup-secondary').catch((error: unknown) => {
    console.error('[ERROR:startup]', error instanceof Error ? error.message : error);
    return null;
  });
  await secondary?.loadSecondaryData(resolved.companyId, resolved.company, query);
}

/** Puts the company (and, from the server's boot data, the catalogue) in the stores. */
export function primeStores(boot: BootData): void {
  const { companyId, company, settings, categories } = boot;
  app.companyId = companyId;
  app.company = hold(company);
  app.settings = hold(settings);
  if (boot.coupons) app.coupons = hold(boot.coupons);
  if (boot.loyalty) app.loyalty = hold(boot.loyalty);
  if (categories && catalogue.status !== 'ready') {
    catalogue.categories = hold(categories);
    catalogue.status = 'ready';
  }
}

/**
 * The company is known: its theme and language apply, and the pages render. Run again with the
 * same boot data (readBootData returns the same objects), it changes nothing. The language is the
 * one the server drew the page in (the boot data's), so hydration finds the same text; without
 * one, the §2.1 rule (cookie, browser languages, the company's language).
 */
export async function showCompany(
  resolved: BootData,
  locale: Locale = resolved.locale ?? browserLocale(resolved.company),
): Promise<void> {
  primeStores(resolved);
  // The theme's rules and the language's dictionaries load side by side.
  const themed = applyTheme(resolved.settings).catch((error: unknown) => {
    // Its chunk did not load (offline, first visit): the page keeps the default look.
    console.error('[ERROR:applyTheme]', error);
  });
  try {
    await startLocale(locale);
  } catch (error) {
    // A locale chunk that fails to load leaves the current language; the store still works.
    console.error('[ERROR:setLocale]', error);
  }
  await themed;
  app.status = 'ready';
}

let started: Promise<void> | null = null;

/** Runs start-up once per page load; routes that need the company call it (not /health). */
export function ensureStarted(where: Location = window.location): Promise<void> {
  started ??= run(where);
  return started;
}
