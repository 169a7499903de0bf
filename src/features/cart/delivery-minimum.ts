// The delivery minimum as the cart and the checkout show it (issue [7/13]). The rule itself is
// deliveryShortfall in src/domain, shared with the server; this only applies it to the delivery
// order type and formats the amounts in the company currency.
import { deliveryShortfall } from '../../domain/delivery-minimum';
import type { DeliveryShortfall } from '../../domain/delivery-minimum';
import { formatMoney } from '../../domain/money';
import type { Currency, EcommerceSettings, ServiceType } from '../../domain/types';
import { useApp } from '../../state/app';
import { useCart } from '../../state/cart';

/** The shortfall of a cart for an order type; only DELIVERY has a minimum. */
export function deliveryShortfallFor(
  serviceType: ServiceType | null,
  settings: Pick<EcommerceSettings, 'delivery'> | null,
  itemsTotal: number,
): DeliveryShortfall | null {
  if (serviceType !== 'DELIVERY' || !settings) return null;
  return deliveryShortfall(settings.delivery.minimum_amount_to_allow, itemsTotal);
}

/** The {minimum} and {missing} of the localized sentence, as money. */
export function deliveryMinimumParams(
  shortfall: DeliveryShortfall,
  currency: Currency,
): { minimum: string; missing: string } {
  return {
    minimum: formatMoney(shortfall.minimum, currency),
    missing: formatMoney(shortfall.missing, currency),
  };
}

/**
 * The current cart's shortfall for an order type, with the formatted amounts. It follows the
 * stored cart, so a change made in another tab shows here too.
 */
export function useDeliveryShortfall(
  serviceType: ServiceType | null,
): { shortfall: DeliveryShortfall; params: { minimum: string; missing: string } } | null {
  const { company, settings } = useApp();
  const { total, ready } = useCart();
  if (!company || !ready) return null;
  const shortfall = deliveryShortfallFor(serviceType, settings, total);
  return shortfall
    ? { shortfall, params: deliveryMinimumParams(shortfall, company.currency) }
    : null;
}
