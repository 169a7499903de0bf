// §2.4 bottom bar texts and the free-delivery alert trigger.
import type { OrderType } from '../../domain/order-taking';
import { minimumForFreeIsValid } from '../../domain/pricing';

/** 'product' for exactly 1, 'products' otherwise (0 never shows: the bar is hidden). */
export function quantityLabelKey(quantity: number): 'common.product' | 'common.products' {
  return quantity === 1 ? 'common.product' : 'common.products';
}

export function cartButtonKey(receivesOrders: boolean): 'common.seeCart' | 'common.storeClosed' {
  return receivesOrders ? 'common.seeCart' : 'common.storeClosed';
}

/** §2.4: the quantity went from 0 to more, free delivery has a valid minimum, delivery is offered. */
export function freeDeliveryAlertDue(input: {
  previousQuantity: number;
  quantity: number;
  minimumForFree: number | null | undefined;
  orderTypes: readonly Pick<OrderType, 'name'>[];
}): boolean {
  return (
    input.previousQuantity === 0 &&
    input.quantity > 0 &&
    minimumForFreeIsValid(input.minimumForFree) &&
    input.orderTypes.some((type) => type.name === 'delivery')
  );
}

/** 'See cart': the target of the products page's skip link (issue [16/21] item 21). */
export const SEE_CART_ID = 'see-cart';
