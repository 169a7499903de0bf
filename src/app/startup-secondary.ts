// §2.2 steps 2–4 after the company is known. Each runs on its own: one failing never blocks
// another (§8 "Start-up loads fail: logged; start-up continues").
import {
  getClient,
  getCoupons,
  getLoyaltySettings,
  getQr,
  reportCompanyVisit,
} from '../api/client';
import { isApiError } from '../api/errors';
import { localDate, resolveTimeZone } from '../domain/hours-time';
import type { Company } from '../domain/types';
import { app, hold } from '../state/app';
import { dropStoredClientId, loadStoredClientId } from '../state/client-storage';
import type { StartupQuery } from './query';

function logged(tag: string) {
  return (error: unknown) => {
    console.error(`[ERROR:${tag}]`, error instanceof Error ? error.message : error);
  };
}

/** §4.9: a CHATBOT client or any error drops the stored id. */
async function restoreClient(companyId: string): Promise<void> {
  const clientId = await loadStoredClientId(companyId);
  if (!clientId) return;
  try {
    const client = await getClient(companyId, clientId);
    if (client.source === 'CHATBOT') dropStoredClientId();
    else app.client = hold(client);
  } catch (error) {
    // §4.9 drops the id "on any error"; we keep it when the network, not the server, failed
    // (status 0), so a diner who reloads offline is still known when the connection returns.
    if (!(isApiError(error) && error.status === 0)) dropStoredClientId();
    logged('getClient')(error);
  }
}

async function countVisit(companyId: string, company: Company, query: StartupQuery): Promise<void> {
  if (query.isPreview) return;
  const today = localDate(app.now, resolveTimeZone(company.timezone));
  await reportCompanyVisit(companyId, today).catch(logged('companyVisit'));
}

async function loadQr(companyId: string, qrId: string | null): Promise<void> {
  if (!qrId) return;
  try {
    const qr = await getQr(qrId);
    // A QR printed for another store must not fix this store's service type or table.
    if (qr.company_id !== companyId) return;
    app.qr = hold(qr);
    app.qrServiceType = qr.ordering_type;
  } catch (error) {
    logged('getQr')(error);
  }
}

export async function loadSecondaryData(
  companyId: string,
  company: Company,
  query: StartupQuery,
): Promise<void> {
  await Promise.all([
    restoreClient(companyId),
    countVisit(companyId, company, query),
    loadQr(companyId, query.qrId),
    getCoupons(companyId)
      .then((coupons) => {
        app.coupons = hold(coupons);
      })
      .catch(logged('getCoupons')),
    getLoyaltySettings(companyId)
      .then((loyalty) => {
        app.loyalty = hold(loyalty);
      })
      .catch(logged('getLoyaltySettings')),
  ]);
}
