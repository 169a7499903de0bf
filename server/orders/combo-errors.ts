// priceCombos' first problem as a 422 keyed by the combo field, so the storefront can point at
// the cart line.
import type { PriceComboError } from '../../src/domain/order-totals';
import type { ServiceError } from './errors';
import { unprocessable } from './errors';

function describe(error: PriceComboError): [field: string, message: string] {
  switch (error.kind) {
    case 'invalid_quantity':
      return ['quantity', `Quantity ${error.quantity} is not allowed`];
    case 'unknown_product':
      return ['product_id', 'This product is not on the menu'];
    case 'invisible_product':
      return ['product_id', 'This product is not available'];
    case 'unknown_variant':
      return ['variant_id', 'This variant does not belong to the product'];
    case 'invisible_variant':
      return ['variant_id', 'This variant is not available'];
    case 'unknown_modifier':
      return ['modifiers', `Modifier ${error.modifierId} does not belong to the product`];
    case 'modifier_rule':
      return [
        'modifiers',
        `The choice in modifier group ${error.groupId} breaks its rule (${error.rule})`,
      ];
  }
}

export function comboError(error: PriceComboError): ServiceError {
  const [field, message] = describe(error);
  return unprocessable(message, { [`combos.${error.index}.${field}`]: [message] });
}
