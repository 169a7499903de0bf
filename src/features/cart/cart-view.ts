// What a cart line and the checkout area show, computed by src/domain (DESIGN rule 1) so the
// page holds no pricing or ordering rule of its own.
import type { CartLine } from '../../domain/cart';
import type { OrderingContext, OrderType } from '../../domain/order-taking';
import { companyReceivesOrders, menuType, orderTypesForCheckout } from '../../domain/order-taking';
import { discountPercent, orderItemPrice } from '../../domain/pricing';
import type { StockConsumption } from '../../domain/stock';
import type { ServiceType } from '../../domain/types';
import { qrOrderNowEnabled } from '../../domain/validation-submit';
import { increaseBlock } from '../../state/cart/limits';
import type { IncreaseBlock } from '../../state/cart/limits';

export interface LineView {
  unitPrice: number;
  lineTotal: number;
  /** The line at original prices, when the variant is discounted (§5.6). */
  originalTotal: number | null;
  discount: number;
  increaseBlock: IncreaseBlock;
  /** At quantity 1 the minus button deletes the line (every cart line is deletable). */
  deletes: boolean;
}

export function lineView(line: CartLine, ledger: StockConsumption): LineView {
  const { selectedProductPrice, selectedProductPriceToPay, selectedModifiersTotalPrice } =
    line.orderProduct;
  const unitPrice = orderItemPrice(selectedProductPriceToPay, selectedModifiersTotalPrice);
  const discount = discountPercent(selectedProductPrice);
  const original = selectedProductPrice.original_price;
  return {
    unitPrice,
    lineTotal: line.quantity * unitPrice,
    originalTotal:
      discount > 0 && original !== null
        ? line.quantity * orderItemPrice(original, selectedModifiersTotalPrice)
        : null,
    discount,
    increaseBlock: increaseBlock(line, ledger),
    deletes: line.quantity === 1,
  };
}

export type CheckoutView =
  | { kind: 'none' }
  | { kind: 'readonly' }
  | { kind: 'qr'; serviceType: ServiceType; enabled: boolean }
  | { kind: 'types'; types: OrderType[]; receives: boolean };

/** §2.5: one 'Order now' for a QR service type, else one start button per order type. */
export function checkoutView(ctx: OrderingContext | null): CheckoutView {
  if (!ctx) return { kind: 'none' };
  if (menuType(ctx) === 'readonly') return { kind: 'readonly' };
  const receives = companyReceivesOrders(ctx);
  if (ctx.qrServiceType !== null) {
    const { table, onsite, takeaway, delivery } = ctx.settings;
    const services = { table, onsite, takeaway, delivery };
    const active = qrOrderNowEnabled(services, ctx.qrServiceType);
    return { kind: 'qr', serviceType: ctx.qrServiceType, enabled: active && receives };
  }
  return { kind: 'types', types: orderTypesForCheckout(ctx), receives };
}

/** §2.5 swipe down on the summary bar: mostly vertical, downwards, far enough. */
export function isSwipeDown(dx: number, dy: number): boolean {
  return dy >= 60 && Math.abs(dx) < dy / 2;
}
