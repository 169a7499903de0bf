// priceCombos' first problem as a 422 keyed by the combo field, so the storefront can point at
// the cart line.
import type { ErrorCode } from '../../src/domain/error-codes';
import type { PriceComboError } from '../../src/domain/order-totals';
import type { HttpError } from '../http/errors';
import { field, unprocessable } from './errors';

function describe(error: PriceComboError): [code: ErrorCode, field: string, message: string] {
  switch (error.kind) {
    case 'invalid_quantity':
      return ['item_quantity_invalid', 'quantity', `Quantity ${error.quantity} is not allowed`];
    case 'unknown_product':
      return ['item_unavailable', 'product_id', 'This product is not on the menu'];
    case 'invisible_product':
      return ['item_unavailable', 'product_id', 'This product is not available'];
    case 'unknown_variant':
      return ['item_unavailable', 'variant_id', 'This variant does not belong to the product'];
    case 'invisible_variant':
      return ['item_unavailable', 'variant_id', 'This variant is not available'];
    case 'unknown_modifier':
      return [
        'item_options_invalid',
        'modifiers',
        `Modifier ${error.modifierId} does not belong to the product`,
      ];
    case 'modifier_rule':
      return [
        'item_options_invalid',
        'modifiers',
        `The choice in modifier group ${error.groupId} breaks its rule (${error.rule})`,
      ];
  }
}

export function comboError(error: PriceComboError): HttpError {
  const [code, name, message] = describe(error);
  return unprocessable(code, message, field(`combos.${error.index}.${name}`, message));
}
