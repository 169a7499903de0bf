import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import { product } from './fixtures.test-helpers';
import {
  canMoveProduct,
  priceRange,
  productFailure,
  productsOf,
  stockNote,
  withProductMove,
  withoutProduct,
} from './product-list';

const error = (status: number, body: unknown) =>
  new ApiError({ status, message: 'x', method: 'PUT', url: '/api/admin/products/p1', body });

describe('product list', () => {
  const list = [
    product({ id: 'b', position: 2 }),
    product({ id: 'a', position: 1 }),
    product({ id: 'z', position: 1, category_id: 'c2' }),
  ];

  it('lists a category’s products in order and moves them', () => {
    expect(productsOf(list, 'c1').map((p) => p.id)).toEqual(['a', 'b']);
    expect(canMoveProduct(list, 'a', 'up')).toBe(false);
    expect(canMoveProduct(list, 'a', 'down')).toBe(true);
    expect(canMoveProduct(list, 'z', 'down')).toBe(false);
    const moved = withProductMove(list, {
      product: product({ id: 'a', position: 2 }),
      neighbour: product({ id: 'b', position: 1 }),
    });
    expect(productsOf(moved, 'c1').map((p) => p.id)).toEqual(['b', 'a']);
    expect(withoutProduct(list, 'a').map((p) => p.id)).toEqual(['b', 'z']);
  });

  it('says the price range and the stock', () => {
    expect(priceRange(product())).toEqual({ min: 1000, max: 1500 });
    expect(priceRange(product({ variants: [] }))).toBeNull();
    expect(stockNote(product())).toBeNull();
    const tracked = product({ stock_enabled: true });
    expect(stockNote(tracked)).toEqual({ kind: 'left', count: 200 });
    const empty = product().variants.map((v) => ({ ...v, stock: 0 }));
    expect(stockNote(product({ variants: empty }))).toEqual({ kind: 'soldOut' });
  });

  it('reads what a refused write means', () => {
    const current = product({ version: 9, name: 'Theirs' });
    expect(productFailure(error(409, { code: 'edit_conflict', current }))).toEqual({
      kind: 'conflict',
      current,
    });
    expect(productFailure(error(409, { code: 'edit_conflict' }))).toEqual({
      kind: 'conflict',
      current: null,
    });
    expect(productFailure(error(413, { code: 'image_too_large' }))).toEqual({
      kind: 'image',
      code: 'image_too_large',
    });
    expect(productFailure(error(415, { code: 'unsupported_image' }))).toEqual({
      kind: 'image',
      code: 'unsupported_image',
    });
    expect(productFailure(error(422, { errors: { images: ['at most 10'] } }))).toEqual({
      kind: 'image',
      code: 'too_many_images',
    });
    const errors = { name: ['must not be empty'] };
    expect(productFailure(error(422, { code: 'invalid_body', errors }))).toEqual({
      kind: 'invalid',
      errors,
    });
    expect(productFailure(error(401, null))).toEqual({ kind: 'unauthorized' });
    expect(productFailure(error(404, null))).toEqual({ kind: 'gone' });
    expect(productFailure(error(0, null))).toEqual({ kind: 'failed' });
    expect(productFailure(new Error('x'))).toEqual({ kind: 'failed' });
  });
});
