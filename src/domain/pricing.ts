// SPEC §5.6: prices, fees and discounts. Every amount is an integer in minor units.
// Rounding happens only where §5.6 rounds ("rounded to 2 decimals" = whole minor units),
// always through roundMinor, so the storefront and the server agree to the cent.
import { PAYMENT_METHOD_CASH } from './constants';
import type {
  AssignedPayment,
  Coupon,
  DeliverySettings,
  OrderDiscount,
  OrderSettingsEntry,
  PaymentMethod,
  Product,
  ProductVariant,
  TipSettings,
} from './types';

/**
 * Rounds to a whole minor unit, half away from zero (half-up for the positive amounts that
 * occur in practice). The value is first snapped to 9 significant decimals so that float noise
 * such as 30.449999999 from 2.9 × 1050 / 100 cannot flip a half.
 */
export function roundMinor(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const snapped = Number(value.toFixed(9));
  const rounded = Math.sign(snapped) * Math.floor(Math.abs(snapped) + 0.5);
  return rounded === 0 ? 0 : rounded;
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const nonNegative = (v: number): number => (isNumber(v) && v > 0 ? v : 0);

/**
 * A variant that has a price of its own to offer: a numeric price, or (§5.6 rule 2) a numeric
 * original_price that is above 0 or belongs to a named variant. It depends on the variant alone,
 * never on its siblings, so an undiscounted size (original_price null) stays on offer beside a
 * discounted one (docs/decisions.md, issue [16/21] item 2).
 */
function isPriced(v: Pick<ProductVariant, 'name' | 'price' | 'original_price'>): boolean {
  if (isNumber(v.price)) return true;
  return isNumber(v.original_price) && (v.original_price > 0 || Boolean(v.name));
}

/**
 * §5.6 variant choice, rules 1–3: exactly one variant is used as it is; otherwise every priced
 * variant (isPriced); otherwise the selected ones.
 */
export function chooseVariants(product: Pick<Product, 'product_variants'>): ProductVariant[] {
  const variants = product.product_variants;
  if (variants.length === 1) return [...variants];
  const priced = variants.filter(isPriced);
  if (priced.length > 0) return priced;
  return variants.filter((v) => v.selected);
}

/** §5.6 displayed price: price if numeric, else original_price, else 0. */
export function displayedPrice(variant: Pick<ProductVariant, 'price' | 'original_price'>): number {
  if (isNumber(variant.price)) return variant.price;
  if (isNumber(variant.original_price)) return variant.original_price;
  return 0;
}

/**
 * §5.6 discount percent. A non-positive original price or a price above the original would
 * divide by zero or show a negative chip, so both read as "no discount".
 */
export function discountPercent(variant: Pick<ProductVariant, 'price' | 'original_price'>): number {
  const { price, original_price: original } = variant;
  if (!isNumber(price) || !isNumber(original) || original <= 0) return 0;
  const percent = Math.round(100 * (1 - price / original));
  return percent > 0 ? percent : 0;
}

/** §5.6 order item price = variant_price + modifiers_price (per unit). */
export function orderItemPrice(variantPrice: number, modifiersPrice: number): number {
  return variantPrice + modifiersPrice;
}

/** The subset of a cart line that pricing needs (keeps this module free of cart.ts). */
export interface PricedLine {
  quantity: number;
  orderProduct: { selectedProductPriceToPay: number; selectedModifiersTotalPrice: number };
}

/** §5.6 cart total = Σ quantity × (price to pay + modifiers total). */
export function cartTotal(lines: readonly PricedLine[]): number {
  return lines.reduce(
    (sum, l) =>
      sum +
      l.quantity *
        orderItemPrice(
          l.orderProduct.selectedProductPriceToPay,
          l.orderProduct.selectedModifiersTotalPrice,
        ),
    0,
  );
}

/**
 * §5.6 coupon discount: percentage of the items total, otherwise the fixed value.
 * Clamped to [0, items total] so a coupon never makes an order negative (spec is silent).
 */
export function couponDiscount(
  coupon: Pick<Coupon, 'discount_type' | 'value'> | null | undefined,
  linesOrItemsTotal: readonly PricedLine[] | number,
): number {
  if (!coupon) return 0;
  const itemsTotal = nonNegative(
    typeof linesOrItemsTotal === 'number' ? linesOrItemsTotal : cartTotal(linesOrItemsTotal),
  );
  const value = nonNegative(coupon.value);
  const raw =
    coupon.discount_type === 'percentage' ? roundMinor((itemsTotal * value) / 100) : value;
  return Math.min(raw, itemsTotal);
}

/** §5.6 order discount amount: AMOUNT → value; otherwise total × value / 100; none → 0. */
export function orderDiscountAmount(
  discount: Pick<OrderDiscount, 'type' | 'value'> | null | undefined,
  total: number,
): number {
  if (!discount) return 0;
  const value = nonNegative(discount.value);
  if (discount.type === 'AMOUNT') return value;
  return roundMinor((nonNegative(total) * value) / 100);
}

/**
 * minAmountForFreeDeliveryIsValid (§3 derived value). A minimum of 0 or null reads as "not
 * configured", like the other 0-defaulted settings; otherwise every order would be free.
 */
export function minimumForFreeIsValid(minimum: number | null | undefined): minimum is number {
  return isNumber(minimum) && minimum > 0;
}

export interface DeliveryPriceInput {
  minimumForFreeValid: boolean;
  minimumForFree: number | null | undefined;
  itemsTotal: number;
  givenPrice?: number | null | undefined;
  areaPrice?: number | null | undefined;
}

/** §5.6 delivery price: 0 at or above a valid free minimum; else given, area price, or 0. */
export function deliveryPrice(input: DeliveryPriceInput): number {
  const { minimumForFreeValid, minimumForFree, itemsTotal, givenPrice, areaPrice } = input;
  if (minimumForFreeValid && isNumber(minimumForFree) && itemsTotal >= minimumForFree) return 0;
  if (isNumber(givenPrice)) return nonNegative(givenPrice);
  if (isNumber(areaPrice)) return nonNegative(areaPrice);
  return 0;
}

/** §5.6 free-delivery order (drives the 'free delivery price' chip of §2.10). */
export function isFreeDeliveryOrder(
  order: { delivery_price: number; combos_price: number },
  settings: Pick<DeliverySettings, 'prices' | 'minimum_amount_for_free'>,
): boolean {
  if (order.delivery_price !== 0) return false;
  const min = settings.minimum_amount_for_free;
  if (minimumForFreeIsValid(min) && order.combos_price >= min) return true;
  const { type, fixed, distance } = settings.prices;
  if (type === 'fixed' && (fixed?.price ?? 0) === 0) return true;
  return (
    type === 'distance' &&
    (distance?.price_per_km ?? 0) === 0 &&
    (distance?.starting_price ?? 0) === 0
  );
}

/** §5.6 payment fee = fee% × order total / 100, rounded to a whole minor unit. */
export function paymentFee(feePercent: number, orderTotal: number): number {
  return roundMinor((nonNegative(feePercent) * nonNegative(orderTotal)) / 100);
}

export interface CheckoutTotalInput {
  orderTotal: number;
  tip: number;
  tipsActive: boolean;
  paymentFee: number;
}

/** §5.6 checkout total = order total + tip (when tips are active) + payment fee. */
export function checkoutTotal(input: CheckoutTotalInput): number {
  const tip = input.tipsActive ? nonNegative(input.tip) : 0;
  return roundMinor(input.orderTotal + tip + nonNegative(input.paymentFee));
}

export type TipChoice =
  | { kind: 'none' }
  | { kind: 'option'; value: number } // a suggested option: percent or minor units per settings.type
  | { kind: 'custom'; amount: number }; // typed by the client, minor units

/** The tip in minor units for a choice; 0 when tips are off. */
export function tipAmount(
  settings: TipSettings | null | undefined,
  choice: TipChoice,
  base: number,
): number {
  if (!settings?.active) return 0;
  if (choice.kind === 'none') return 0;
  if (choice.kind === 'custom') return roundMinor(nonNegative(choice.amount));
  const value = nonNegative(choice.value);
  return settings.type === 'percentage'
    ? roundMinor((nonNegative(base) * value) / 100)
    : roundMinor(value);
}

export interface AssignedPaymentInput {
  method: Pick<PaymentMethod, 'id' | 'code' | 'description' | 'payment_code'>;
  feeAmount: number;
  billAmount: number;
  receivedAmount?: number | null;
  tip: number;
  tipType?: string | null;
}

/** §5.6: received_amount only for cash; tip_type and tip_value only when the tip is above 0. */
export function assignedPaymentFields(input: AssignedPaymentInput): AssignedPayment {
  const { method } = input;
  const out: AssignedPayment = {
    payment_method_id: method.id,
    payment_method_code: method.code,
    payment_method_description: method.description,
    payment_method_payment_code: method.payment_code,
    fee_amount: input.feeAmount,
    bill_amount: input.billAmount,
  };
  if (method.code === PAYMENT_METHOD_CASH)
    out.received_amount = input.receivedAmount ?? input.billAmount;
  if (input.tip > 0) {
    out.tip_type = input.tipType ?? 'amount';
    out.tip_value = input.tip;
  }
  return out;
}

/**
 * Whether the diner may remove the service's fee: there is a fee, and the owner made it optional
 * ("Customers may remove the service fee", order_settings.service_fee.optional).
 */
export function serviceFeeRemovable(entry: OrderSettingsEntry | null | undefined): boolean {
  const fee = entry?.service_fee;
  return fee !== null && fee !== undefined && fee.value > 0 && fee.optional === true;
}

/**
 * The service fee of an order: order_settings.service_fee.value is a percentage of the items
 * subtotal (docs/decisions.md), rounded like every percentage here. `removed`: the diner opted
 * out, which takes the fee away only where the owner made it optional (serviceFeeRemovable).
 */
export function serviceFeeOf(
  entry: OrderSettingsEntry | null | undefined,
  itemsTotal: number,
  removed = false,
): number {
  if (removed && serviceFeeRemovable(entry)) return 0;
  const percent = entry?.service_fee?.value ?? 0;
  return percent > 0 ? roundMinor((itemsTotal * percent) / 100) : 0;
}

/** §2.10 block 7: tips show when active for the service type and the company is not in Brazil. */
export function tipsVisible(tip: TipSettings | null | undefined, countryCode: string): boolean {
  return tip?.active === true && countryCode.trim().toUpperCase() !== 'BR';
}

export interface TipOption {
  /** The configured value: a percent or minor units, per the settings' type. */
  value: number;
  amount: number;
}

/** The suggested tips with their amounts; percentages apply to the items total. */
export function tipOptions(tip: TipSettings | null | undefined, itemsTotal: number): TipOption[] {
  if (!tip?.active) return [];
  return (tip.options ?? [])
    .filter((value) => Number.isFinite(value) && value > 0)
    .map((value) => ({ value, amount: tipAmount(tip, { kind: 'option', value }, itemsTotal) }));
}

/** Online means a provider is attached (§3 Payments). */
export function isOnlineMethod(method: Pick<PaymentMethod, 'provider_id'>): boolean {
  return (method.provider_id ?? '') !== '';
}
