// Placing an order (issue [7/13]): the moment a draft (INITIATED, a quote that holds nothing)
// becomes an order. In the caller's transaction it takes, together, the stock of its lines, a
// slot of the monthly order limit, its coupon use and the points its reward spends, and records
// what it took on the order. Anything that ran out throws (409/422 with a code), and the caller's
// transaction undoes whatever was already taken. undoPlacement gives back exactly what was
// taken, once: for a cancelled order, or a payment that failed or expired (issue [10/13]).
import type { Kysely, Updateable } from 'kysely';
import { planGates, usageMonth } from '../../src/domain/plans';
import { getCoupon } from '../db/repositories/coupons';
import { releaseMonthlySlot, takeMonthlySlot } from '../db/repositories/monthly-counts';
import { listPlacementLines } from '../db/repositories/order-catalog';
import { getOrderRow, storedDiscounts, updateOpenOrder } from '../db/repositories/orders';
import type { OrderRow } from '../db/repositories/orders';
import type { Database, OrdersTable } from '../db/schema';
import type { ServiceType } from '../../src/domain/types';
import { hasKeys, readJson, toJson } from '../db/json';
import type { OrderContext } from './context';
import { checkCoupon, couponUsedUp, pointsShort } from './discount-choice';
import { movePoints, releaseCoupon, takeBackPoints, useCoupon } from './discount-writes';
import { conflict, missing } from './errors';
import { monthlyLimitReached, refuseIfClosedOrPaused, refuseUnlessTakingOrders } from './refusals';
import { returnStock, takeStock } from './stock';
import { joinTableTab } from '../tabs/join';
import type { TakenStock } from './stock';

/** What a placement took, stored on the order (orders.placement). */
export interface PlacementHold {
  stock: TakenStock;
  /** The 'yyyy-MM' the order counted in (monthly_order_counts). */
  month: string;
  coupon_id: string | null;
  /** Points spent on a reward, and whose. */
  points: number;
  client_id: string | null;
}

export const alreadyPlaced = () =>
  conflict(
    'order_already_placed',
    'The order has already been placed and can no longer be changed',
  );

/** 404 when the draft is gone (swept), 409 when it was placed meanwhile. */
export async function notOpenAnymore(
  db: Kysely<Database>,
  companyId: string,
  orderId: string,
): Promise<Error> {
  return (await getOrderRow(db, companyId, orderId)) ? alreadyPlaced() : missing('Order');
}

async function takeDiscounts(
  trx: Kysely<Database>,
  ctx: OrderContext,
  row: OrderRow,
): Promise<Pick<PlacementHold, 'coupon_id' | 'points' | 'client_id'>> {
  const companyId = ctx.company.id;
  let couponId: string | null = null;
  let points = 0;
  for (const discount of storedDiscounts(row)) {
    if (discount.modality === 'COUPON') {
      checkCoupon(ctx, await getCoupon(trx, companyId, discount.source_id), row.combos_price);
      if (!(await useCoupon(trx, companyId, discount.source_id))) throw couponUsedUp();
      couponId = discount.source_id;
    } else if (discount.modality === 'FIDELITY' && discount.points && row.client_id) {
      if (!(await movePoints(trx, companyId, row.client_id, discount.points)))
        throw pointsShort(discount.points);
      points += discount.points;
    }
  }
  return { coupon_id: couponId, points, client_id: points > 0 ? row.client_id : null };
}

/**
 * Whether the store takes this order at `scheduled` (null: now). Asked again at placement, by
 * the offline payment (update-order.ts) and the online one (server/payments/intents.ts) alike:
 * the store may have stopped taking orders since the draft was made.
 */
export function refuseUnlessPlaceable(
  ctx: OrderContext,
  row: Pick<OrderRow, 'service_type' | 'table_id'>,
  scheduled: string | null,
): void {
  const serviceType = row.service_type as ServiceType;
  refuseUnlessTakingOrders(ctx, serviceType, row.table_id ? serviceType : null);
  refuseIfClosedOrPaused(ctx, serviceType, scheduled ? new Date(scheduled) : null, 'place');
}

/**
 * Moves the draft out of INITIATED with `changes` (status, payment status, payment …) and takes
 * what it needs. Run inside a transaction: a throw leaves the caller to roll everything back.
 * Returns the order's row as it now stands (what reading it back in the transaction gives).
 */
export async function placeOrder(
  trx: Kysely<Database>,
  ctx: OrderContext,
  row: OrderRow,
  changes: Updateable<OrdersTable>,
  /** The table code sent with the placement (issue [17/21]; server/tabs/join.ts). */
  tabCode: string | null = null,
): Promise<OrderRow> {
  const companyId = ctx.company.id;
  // Claiming the row first makes a second placement of the same order wait here, then refuse.
  const placedAt = ctx.now.toISOString();
  const claimed = await updateOpenOrder(trx, companyId, row.id, {
    ...changes,
    placed_at: placedAt,
  });
  if (!claimed) throw await notOpenAnymore(trx, companyId, row.id);
  // The lines and only their variants' menu entries (issue [12/13]: never the whole catalogue).
  const { lines, onMenu } = await listPlacementLines(trx, companyId, row.id);
  const stock = await takeStock(trx, companyId, onMenu, lines);
  const month = usageMonth(ctx.now, ctx.company.timezone);
  if (!(await takeMonthlySlot(trx, companyId, month, planGates(ctx.company).monthlyOrderLimit)))
    throw monthlyLimitReached();
  const discounts = await takeDiscounts(trx, ctx, row);
  const hold: PlacementHold = { stock, month, ...discounts };
  const placement = toJson(hold);
  await trx
    .updateTable('orders')
    .set({ placement })
    .where('company_id', '=', companyId)
    .where('id', '=', row.id)
    .execute();
  // Last, so the tab's row is locked for the shortest time (issue [17/21]).
  const round = await joinTableTab(trx, companyId, claimed, placedAt, tabCode);
  return { ...claimed, placement, tab_id: round?.tabId ?? claimed.tab_id };
}

const isHold = hasKeys({ stock: 'object', month: 'string', points: 'number' });
const readHold = (text: string | null): PlacementHold | null =>
  readJson<PlacementHold | null>(text, isHold, null);

/**
 * Gives back what the placement took, its monthly slot included, and takes back points the
 * order earned: for a cancelled order, and for a payment that failed, expired or did not pay the
 * bill. A cancelled order frees its slot too (issue [14/21]): otherwise unpaid orders a stranger
 * placed and the staff cancelled would still use up the month. False when there was nothing
 * held (already undone).
 */
export async function undoPlacement(
  trx: Kysely<Database>,
  companyId: string,
  orderId: string,
): Promise<boolean> {
  const row = await getOrderRow(trx, companyId, orderId);
  const hold = readHold(row?.placement ?? null);
  if (!row || !hold) return false;
  const cleared = await trx
    .updateTable('orders')
    .set({ placement: null, loyalty_points_earned: 0 })
    .where('company_id', '=', companyId)
    .where('id', '=', orderId)
    .where('placement', 'is not', null)
    .executeTakeFirst();
  // A concurrent undo got there first: it gives everything back.
  if (cleared.numUpdatedRows === 0n) return false;
  await returnStock(trx, companyId, hold.stock);
  await releaseMonthlySlot(trx, companyId, hold.month);
  if (hold.coupon_id) await releaseCoupon(trx, companyId, hold.coupon_id);
  if (hold.points > 0 && hold.client_id)
    await movePoints(trx, companyId, hold.client_id, -hold.points);
  if (row.loyalty_points_earned > 0 && row.client_id)
    await takeBackPoints(trx, companyId, row.client_id, row.loyalty_points_earned);
  return true;
}
