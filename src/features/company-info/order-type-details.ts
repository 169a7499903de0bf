// §2.8 order types in the information modal: reverse order, available or paused, and the
// delivery card's bottom alert (minimum order, free delivery, average time).
import type { OrderType, OrderTypeName } from '../../domain/order-taking';
import type { Company, EcommerceSettings } from '../../domain/types';
import { formatMoney } from '../../domain/money';
import { minimumForFreeIsValid } from '../../domain/pricing';
import { averageTimeIsValid } from '../../domain/delivery-display';

export interface TextRef {
  key: string;
  params?: Record<string, string | number>;
}

export interface OrderTypeDetail {
  name: OrderTypeName;
  available: boolean;
  /** The disabled_until instant while paused. */
  pausedUntil: string | null;
  descriptionKey: string;
  /** Lines of the bottom alert; empty for cards without one. */
  alert: TextRef[];
}

/** §3 "average delivery time valid": '-' means invalid; blank counts as invalid too (no domain helper exists yet). */
function deliveryAlert(company: Company, settings: EcommerceSettings): TextRef[] {
  const delivery = settings.delivery;
  const lines: TextRef[] = [];
  if (delivery.minimum_amount_to_allow > 0) {
    lines.push({
      key: 'info.minimumOrder',
      params: { amount: formatMoney(delivery.minimum_amount_to_allow, company.currency) },
    });
  }
  const freeFrom = delivery.minimum_amount_for_free;
  if (minimumForFreeIsValid(freeFrom)) {
    lines.push({
      key: 'info.freeDeliveryFrom',
      params: { amount: formatMoney(freeFrom, company.currency) },
    });
  }
  if (averageTimeIsValid(delivery.average_time)) {
    const time = delivery.average_time.trim();
    // A bare number or 'n-m' is minutes; anything else was typed with its own unit.
    const key = /^\d+(\s*-\s*\d+)?$/.test(time) ? 'info.averageTimeMinutes' : 'info.averageTime';
    lines.push({ key, params: { time } });
  }
  return lines;
}

export function orderTypeDetails(
  types: readonly OrderType[],
  company: Company,
  settings: EcommerceSettings,
): OrderTypeDetail[] {
  return [...types].reverse().map((type) => ({
    name: type.name,
    available: type.available,
    pausedUntil: type.pausedUntil,
    descriptionKey: `info.orderTypeDescriptions.${type.name}`,
    alert: type.name === 'delivery' ? deliveryAlert(company, settings) : [],
  }));
}
