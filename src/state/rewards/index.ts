// Loyalty redemption (§4.8, issue [16/21] item 1): the reward the diner chose, in the loyalty
// modal or in the order summary, and its application to the draft through apply-discount. The
// draft holds nothing: the server takes the points when the order is placed and gives them back
// when it is cancelled. A reward needs the device that owns the client (its secret) and a
// connection; a refusal (points short, reward gone, program off) forgets the choice and says why.
import { proxy, useSnapshot } from 'valtio';
import { applyDiscount, newIdempotencyKey } from '../../api/orders';
import { isApiError } from '../../api/errors';
import { refusalOf } from '../../api/refusal';
import { availableRewards } from '../../domain/loyalty';
import type { LoyaltyReward, LoyaltySettings, Order } from '../../domain/types';
import { app, hold } from '../app';
import { checkout } from '../checkout/store';
import { CheckoutError } from '../checkout/error';
import { isLocalOrder } from '../checkout/local-order';
import { clientSecretFor } from '../client/storage';

// The choice outlives a reload within the visit (the tab's session, on this tenant's origin).
const KEY = 'comanda:reward';

function readChosen(): string | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function keepChosen(id: string | null): void {
  try {
    if (id === null) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, id);
  } catch {
    // Storage unavailable: the choice lives for this page view.
  }
}

export const rewards = proxy<{ chosenId: string | null }>({ chosenId: readChosen() });

function setChosen(id: string | null): void {
  rewards.chosenId = id;
  keepChosen(id);
}

export function useRewards() {
  return useSnapshot(rewards);
}

/** The rewards of the program, cheapest first, each with whether the client's points reach it. */
export function rewardChoices(
  loyalty: LoyaltySettings | null | undefined,
  points: number,
): { reward: LoyaltyReward; available: boolean }[] {
  const reachable = new Set(availableRewards(loyalty, points).map((r) => r.id));
  return [...(loyalty?.loyalty_program.active ? loyalty.loyalty_program.rewards : [])]
    .sort((a, b) => a.required_points - b.required_points)
    .map((reward) => ({ reward, available: reachable.has(reward.id) }));
}

/** Chosen in the loyalty modal: applied when the order summary opens. */
export function chooseReward(id: string | null): void {
  setChosen(id);
}

/** The FIDELITY discount of an order, if any. */
export function rewardOn(order: Pick<Order, 'discounts'> | null | undefined) {
  return order?.discounts.find((d) => d.modality === 'FIDELITY') ?? null;
}

// The codes after which the chosen reward cannot be used on this device.
const LOST: ReadonlySet<string> = new Set([
  'reward_unknown',
  'reward_points_short',
  'loyalty_inactive',
  'reward_other_client',
  'client_secret_invalid',
]);

/**
 * Puts the reward on the draft (`id`), or takes it off (null); the server answers the priced
 * order, which the summary shows. Throws what the diner should read.
 */
export async function applyReward(id: string | null): Promise<Order> {
  const order = checkout.createdOrder;
  const companyId = app.companyId;
  const client = checkout.client ?? app.client;
  if (!order || !companyId) throw new CheckoutError('checkout.errors.noOrder');
  if (isLocalOrder(order)) throw new CheckoutError('offline.needsConnection');
  if (id !== null && !client) throw new CheckoutError('summary.rewards.needsClient');
  checkout.savingOrder = true;
  try {
    const payload =
      id === null
        ? { order_id: order.id, reward_id: null }
        : { order_id: order.id, reward_id: id, client_id: client?.id ?? '' };
    const updated = await applyDiscount(
      companyId,
      payload,
      newIdempotencyKey(),
      clientSecretFor(client?.id ?? order.client_id),
    );
    checkout.createdOrder = hold(updated);
    // The order changed on the server: the next update must not be skipped as a repeat.
    checkout.createdOrderPreviousDataHash = null;
    setChosen(id);
    return updated;
  } catch (error) {
    if (isApiError(error) && LOST.has(refusalOf(error).code ?? '')) setChosen(null);
    throw error;
  } finally {
    checkout.savingOrder = false;
  }
}

/**
 * After a placement: the points the reward spent leave the client's balance on the device too
 * (the server took them in the placement), and the choice is used up.
 */
export function settleReward(order: Pick<Order, 'discounts' | 'client_id'>): void {
  const chosen = app.loyalty?.loyalty_program.rewards.find((r) => r.id === rewards.chosenId);
  setChosen(null);
  if (!chosen || !rewardOn(order)) return;
  const spend = (c: NonNullable<typeof app.client>) =>
    c.id === order.client_id
      ? hold({ ...c, available_points: Math.max(0, c.available_points - chosen.required_points) })
      : c;
  if (app.client) app.client = spend(app.client);
  if (checkout.client) checkout.client = spend(checkout.client);
}
