// The table code in the checkout (issue [17/21]): a TABLE round onto a tab that requires a code is
// refused without it (403 tab_code_required / tab_code_wrong), so the draft and the placement
// carry the code this phone knows for the scanned table (entered on /tab, or shown to it as the
// tab's opener). The placement's answer names the round's tab and, to its opener, the code: kept,
// so the tab screen and later rounds have it.
import type { Order } from '../../domain/types';
import { app } from '../app';

const records = () => import('../../db/tab-records');

/** The scanned TABLE QR of this company, or null (other service types have no tab). */
function tableQr(): { companyId: string; qrId: string } | null {
  const { companyId, qr } = app;
  if (!companyId || !qr || qr.ordering_type !== 'TABLE') return null;
  return { companyId, qrId: qr.id };
}

export async function tableTabCode(): Promise<string | null> {
  const table = tableQr();
  if (!table) return null;
  try {
    return await (await records()).loadTabCode(table.companyId, table.qrId);
  } catch (error) {
    console.error('[ERROR:loadTabCode]', error instanceof Error ? error.message : error);
    return null;
  }
}

/** Keeps the code a placement answered (only the tab's opener is told it). */
export async function keepPlacedTabCode(order: Pick<Order, 'tab'>): Promise<void> {
  const table = tableQr();
  const code = order.tab?.code ?? null;
  if (!table || !code) return;
  try {
    await (await records()).keepTabCode(table.companyId, table.qrId, code);
  } catch (error) {
    console.error('[ERROR:keepTabCode]', error instanceof Error ? error.message : error);
  }
}
