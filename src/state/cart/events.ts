// §4.7 "Decrease … Increase … Both raise analytics events": raised as window CustomEvents, the
// same hook point the checkout's events use, so one tracker can listen for both.
import type { CartLine } from '../../domain/cart';

export type CartEventName = 'cartItemAdded' | 'cartItemIncreased' | 'cartItemDecreased';

export interface CartEventDetail {
  productId: string;
  variantId: string;
  /** Units added or removed by this action. */
  quantity: number;
}

export function emitCartEvent(name: CartEventName, line: CartLine, quantity: number): void {
  if (typeof window === 'undefined') return;
  const detail: CartEventDetail = {
    productId: line.orderProduct.product.id,
    variantId: line.orderProduct.selectedProductPrice.id,
    quantity,
  };
  window.dispatchEvent(new CustomEvent(name, { detail }));
}
