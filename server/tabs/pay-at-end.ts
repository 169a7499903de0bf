// Pay at the end (issue [17/21]): a company that chose it sends a table's rounds to the kitchen
// unpaid, and the table pays its tab before leaving. Any other order (and every order of a
// company that pays per order, the default) still needs its payment method to be placed.
import type { Kysely } from 'kysely';
import { getTabSettings } from '../db/repositories/tab-requests';
import type { Database } from '../db/schema';
import { isTableRound } from './join';

/** Whether this order may be placed without a payment: a table round of a pay-at-the-end company. */
export async function paysAtTheEnd(
  db: Kysely<Database>,
  companyId: string,
  row: { service_type: string; table_id: string | null },
): Promise<boolean> {
  if (!isTableRound(row)) return false;
  return (await getTabSettings(db, companyId)).pay_at_end;
}
