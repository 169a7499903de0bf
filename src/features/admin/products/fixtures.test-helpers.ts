// Shared fixtures of the products unit tests.
import type { AdminModifierGroup, AdminProduct } from '../../../api/admin-products';
import { DEFAULT_CURRENCY } from '../../../domain/constants';
import type { Currency } from '../../../domain/types';

export const USD: Currency = { ...DEFAULT_CURRENCY };
export const EUR: Currency = {
  code: 'EUR',
  symbol: '€',
  tax: 'TVA',
  position: 'right',
  show_decimals: true,
};

export function product(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: 'p1',
    category_id: 'c1',
    name: 'Burger',
    description: 'Beef',
    visible: true,
    stock_enabled: false,
    position: 1,
    version: 3,
    images: [{ image_url: '/a.png' }],
    variants: [
      {
        id: 'v2',
        name: 'Large',
        price: 1500,
        original_price: null,
        stock: 100,
        stock_consumed: 0,
        position: 1,
      },
      {
        id: 'v1',
        name: 'Small',
        price: 1000,
        original_price: 1200,
        stock: 100,
        stock_consumed: 0,
        position: 0,
      },
    ],
    modifier_group_ids: ['g1'],
    ...overrides,
  };
}

export const GROUP: AdminModifierGroup = {
  id: 'g1',
  name: 'Extras',
  min: 0,
  max: 2,
  required: false,
  version: 1,
  product_count: 1,
  options: [
    { id: 'o2', name: 'Bacon', price: 200, position: 1 },
    { id: 'o1', name: 'Cheese', price: 100, position: 0 },
  ],
};
