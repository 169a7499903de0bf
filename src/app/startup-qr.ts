// §2.2 step 3, the table QR (issue [9/13]). A QR read online is kept on the device per company;
// offline, that record fixes the table and service type. A QR this device never read is not
// dropped: its id waits in app.qrPendingId (the cart explains why there is no table yet) and is
// read again as soon as the connection returns.
import { getQr } from '../api/client';
import { isApiError } from '../api/errors';
import type { Qr } from '../domain/types';
import { app, hold } from '../state/app';

/** While an id waits, a quiet retry in case the browser never fires 'online'. */
export const QR_RETRY_MS = 15_000;

function apply(qr: Qr): void {
  app.qr = hold(qr);
  app.qrServiceType = qr.ordering_type;
  app.qrPendingId = null;
}

const records = () => import('../db/qr-records');

async function readOnline(companyId: string, qrId: string): Promise<'done' | 'offline'> {
  try {
    const qr = await getQr(qrId);
    // A QR printed for another store must not fix this store's service type or table.
    if (qr.company_id !== companyId) {
      if (app.qrPendingId === qrId) app.qrPendingId = null;
      return 'done';
    }
    apply(qr);
    await (await records()).saveQrRecord(companyId, qr);
    return 'done';
  } catch (error) {
    if (isApiError(error) && error.isNetworkError) return 'offline';
    console.error('[ERROR:getQr]', error instanceof Error ? error.message : error);
    if (app.qrPendingId === qrId) app.qrPendingId = null;
    return 'done';
  }
}

let waiting: { stop: () => void } | null = null;

// The 'online' event can come a moment before requests get through again: a few quick retries.
const ONLINE_RETRIES_MS = [0, 1_000, 3_000];

/** Reads the QR again on 'online' (and every QR_RETRY_MS) until the server answers. */
function retryWhenOnline(companyId: string, qrId: string): void {
  if (waiting || typeof window === 'undefined') return;
  let busy = false;
  let live = true;
  const attempt = () => {
    if (busy || !live) return;
    busy = true;
    void readOnline(companyId, qrId)
      .then((result) => {
        if (result === 'done') waiting?.stop();
      })
      .finally(() => {
        busy = false;
      });
  };
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const onOnline = () => {
    for (const delay of ONLINE_RETRIES_MS) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        attempt();
      }, delay);
      timers.add(timer);
    }
  };
  const interval = setInterval(attempt, QR_RETRY_MS);
  window.addEventListener('online', onOnline);
  waiting = {
    stop: () => {
      live = false;
      clearInterval(interval);
      for (const timer of timers) clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      waiting = null;
    },
  };
}

export async function loadQr(companyId: string, qrId: string | null): Promise<void> {
  if (!qrId) return;
  if ((await readOnline(companyId, qrId)) === 'done') return;
  let stored: Qr | null = null;
  try {
    stored = await (await records()).loadQrRecord(companyId, qrId);
  } catch (error) {
    // The chunk itself may be missing offline; the id still waits for the connection.
    console.error('[ERROR:loadQrRecord]', error instanceof Error ? error.message : error);
  }
  if (stored) apply(stored);
  else app.qrPendingId = qrId;
  // Either way the server's copy is read once the connection returns (a stored record refreshes).
  retryWhenOnline(companyId, qrId);
}

/** Tests: stop any pending retry. */
export function stopQrRetry(): void {
  waiting?.stop();
}
