// The table's tab in the back office (issue [17/21], server/routes/admin/tabs.ts): each table's
// open tab as the Tables page shows it. The settings are the section `tab` of
// admin-service-settings.ts (`/admin/settings/tab`).
import type { BalanceState } from '../domain/order-status';
import { request } from './client';

export interface AdminOpenTab {
  /** The tab's public id. */
  id: string;
  /** The table's id (its QR). */
  qr_id: string;
  table_name: string;
  opened_at: string;
  total: number;
  paid: number;
  balance: number;
  balance_state: BalanceState;
  rounds: number;
  pending_requests: number;
}

export async function getOpenTabs(): Promise<AdminOpenTab[]> {
  const answer = await request<{ tabs: AdminOpenTab[] }>('GET', '/admin/tabs');
  return answer.tabs;
}
