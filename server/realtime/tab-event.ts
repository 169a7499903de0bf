// A table's tab changed (issue [17/21]). Its own module, with no imports: the bus and the
// event schema both read it.

export const TAB_CHANGES = [
  'ROUND',
  'REQUEST',
  'REQUEST_ACKNOWLEDGED',
  'CLOSED',
  // A payment towards the tab was made, moved (paid, failed, expired, refunded) or recorded.
  'PAYMENT',
] as const;
export type TabChange = (typeof TAB_CHANGES)[number];

/**
 * A table's tab changed (issue [17/21]): a round was placed or moved, a request was sent or
 * acknowledged, or staff closed it. It names the table's QR only; whoever shows the tab reads
 * it again, so no order, name or amount travels here.
 */
export interface TabEvent {
  event_type: 'TAB_CHANGED';
  company_id: string;
  qr_id: string;
  change: TabChange;
}
