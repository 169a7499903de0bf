// §2.2 steps 2–4 after the company is known. Each runs on its own: one failing never blocks
// another (§8 "Start-up loads fail: logged; start-up continues").
import { getClient, getCoupons, getLoyaltySettings, reportCompanyVisit } from '../api/client';
import { isApiError } from '../api/errors';
import { localDate, resolveTimeZone } from '../domain/hours-time';
import type { Company } from '../domain/types';
import { app, hold } from '../state/app';
import type { StartupQuery } from './query';

/**
 * Whether an answer says what the store already holds (the page's boot data brought it): then
 * it is not stored again, so no screen re-renders for the same coupons or loyalty programme.
 */
function sameData(held: unknown, fresh: unknown): boolean {
  return held !== null && JSON.stringify(held) === JSON.stringify(fresh);
}

function logged(tag: string) {
  return (error: unknown) => {
    console.error(`[ERROR:${tag}]`, error instanceof Error ? error.message : error);
  };
}

/**
 * §4.9: a CHATBOT client or any error drops the stored id. The read sends this device's secret
 * (issue [8/13]); the answer is kept on the device (its addresses, and a secret it carries: a
 * client made before secrets, now claimed). The storage module loads lazily: the landing's first
 * JavaScript does not need it.
 */
async function restoreClient(companyId: string): Promise<void> {
  const storage = await import('../state/client/storage');
  const keys = await storage.loadStoredClientKeys(companyId);
  if (!keys) return;
  try {
    const client = await getClient(companyId, keys.clientId, keys.secret);
    if (client.source === 'CHATBOT') storage.dropStoredClientId();
    else app.client = hold(storage.storeClient(companyId, client));
  } catch (error) {
    logged('getClient')(error);
    // §4.9 drops the id "on any error"; we keep it when the network, not the server, failed
    // (status 0), and restore the device's last copy with its saved addresses (issue [9/13]), so
    // a diner offline can still order delivery to them.
    if (!(isApiError(error) && error.isNetworkError)) {
      storage.dropStoredClientId();
      return;
    }
    const copy = await storage.loadStoredClientCopy(companyId, keys.clientId);
    if (copy && !app.client) app.client = hold(copy);
  }
}

async function countVisit(companyId: string, company: Company, query: StartupQuery): Promise<void> {
  if (query.isPreview) return;
  const today = localDate(app.now, resolveTimeZone(company.timezone));
  await reportCompanyVisit(companyId, today).catch(logged('companyVisit'));
}

export async function loadSecondaryData(
  companyId: string,
  company: Company,
  query: StartupQuery,
): Promise<void> {
  await Promise.all([
    // A lazy chunk that fails to load (offline, not yet cached) must not fail the others.
    restoreClient(companyId).catch(logged('restoreClient')),
    countVisit(companyId, company, query),
    // Only a QR link needs the QR module (precached by the service worker, so offline too).
    query.qrId
      ? import('./startup-qr')
          .then(({ loadQr }) => loadQr(companyId, query.qrId))
          .catch(logged('loadQr'))
      : Promise.resolve(),
    getCoupons(companyId)
      .then((coupons) => {
        if (!sameData(app.coupons, coupons)) app.coupons = hold(coupons);
      })
      .catch(logged('getCoupons')),
    getLoyaltySettings(companyId)
      .then((loyalty) => {
        if (!sameData(app.loyalty, loyalty)) app.loyalty = hold(loyalty);
      })
      .catch(logged('getLoyaltySettings')),
  ]);
}
