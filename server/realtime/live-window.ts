// How long a live tracking token is good for (issue [8/13]): until 24 h after its order last
// changed, and not at all once the order is CANCELLED or FINALIZED (nothing more will happen).
import { isFinalStatus, orderStatusOf } from '../../src/domain/order-status';

export const LIVE_WINDOW_MS = 24 * 3_600_000;

/** Epoch ms the token stops working for this order; 0 when it already has. */
export function liveUntil(order: { status: string | null; updated_at: string }): number {
  if (isFinalStatus(orderStatusOf(order.status))) return 0;
  const changed = Date.parse(order.updated_at);
  return Number.isNaN(changed) ? 0 : changed + LIVE_WINDOW_MS;
}
