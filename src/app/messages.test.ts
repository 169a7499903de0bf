import { describe, expect, it } from 'vitest';
import { isGoToProductsMessage } from './messages';

describe('isGoToProductsMessage', () => {
  it('matches only an object whose type is the go-to-products constant', () => {
    expect(isGoToProductsMessage({ type: 'POSTMESSAGE_TYPE_GO_TO_PRODUCTS_CLICKED' })).toBe(true);
    expect(isGoToProductsMessage('POSTMESSAGE_TYPE_GO_TO_PRODUCTS_CLICKED')).toBe(false);
    expect(isGoToProductsMessage({ type: 'other' })).toBe(false);
    expect(isGoToProductsMessage(null)).toBe(false);
  });
});
