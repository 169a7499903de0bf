// §2.4 "On opening": which informational modals the products page shows, in order.
import type { OrderType } from '../../domain/order-taking';

export type OpeningModal = 'pause' | 'scheduled' | 'attention';

export interface OpeningInput {
  orderTypes: readonly Pick<OrderType, 'available'>[];
  open: boolean;
  receivesOrders: boolean;
}

/** The pause notice first (it names what is unavailable), then the closed-store notice. */
export function openingModals(input: OpeningInput): OpeningModal[] {
  const modals: OpeningModal[] = [];
  if (input.orderTypes.some((type) => !type.available)) modals.push('pause');
  if (!input.open) modals.push(input.receivesOrders ? 'scheduled' : 'attention');
  return modals;
}

/** Shown once per visit (page load): navigating to /cart and back does not repeat them. */
const shown = new Set<OpeningModal>();

/** Pure read, so React may call it twice (StrictMode) and get the same queue. */
export function unshown(modals: readonly OpeningModal[]): OpeningModal[] {
  return modals.filter((modal) => !shown.has(modal));
}

export function markShown(modals: readonly OpeningModal[]): void {
  for (const modal of modals) shown.add(modal);
}
