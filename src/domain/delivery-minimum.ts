// The delivery minimum (§3 ecommerce settings delivery.minimum_amount_to_allow): a delivery
// order needs at least this much of items. One rule for the cart, the checkout and the server.

export interface DeliveryShortfall {
  /** The minimum, in minor units. */
  minimum: number;
  /** How much more of items the order needs, in minor units (> 0). */
  missing: number;
}

/** Null when there is no minimum (0, negative or not a number) or the items reach it. */
export function deliveryShortfall(
  minimumAmountToAllow: number | null | undefined,
  itemsTotal: number,
): DeliveryShortfall | null {
  const minimum = Number(minimumAmountToAllow);
  if (!Number.isFinite(minimum) || minimum <= 0) return null;
  const items = Number.isFinite(itemsTotal) ? itemsTotal : 0;
  if (items >= minimum) return null;
  return { minimum, missing: minimum - items };
}
