import { describe, expect, it } from 'vitest';
import {
  addOrMerge,
  canDecrease,
  canIncrease,
  cartQuantity,
  configuredProductHash,
  decrease,
  increase,
  remove,
  setQuantity,
} from './cart';
import { line } from './catalogue.fixtures';

describe('§4.7 configured-product hash', () => {
  const a = { modifierId: 'm1', quantity: 1 };
  const b = { modifierId: 'm2', quantity: 2 };

  it.each([
    ['modifier order does not matter', [a, b], [b, a], null, null, true],
    [
      'a split modifier equals its merged quantity',
      [a, a],
      [{ modifierId: 'm1', quantity: 2 }],
      null,
      null,
      true,
    ],
    [
      'zero-quantity modifiers are ignored',
      [a, { modifierId: 'm9', quantity: 0 }],
      [a],
      null,
      null,
      true,
    ],
    ['empty comment equals no comment', [a], [a], '  ', null, true],
    ['comment is trimmed', [a], [a], ' no onion ', 'no onion', true],
    ['a different comment is a different product', [a], [a], 'no onion', 'extra onion', false],
    [
      'different modifier quantities differ',
      [a],
      [{ modifierId: 'm1', quantity: 3 }],
      null,
      null,
      false,
    ],
  ])('%s', (_name, left, right, c1, c2, same) => {
    const h1 = configuredProductHash('p1', 'v1', left, c1);
    const h2 = configuredProductHash('p1', 'v1', right, c2);
    expect(h1 === h2).toBe(same);
  });

  it.each([
    ['product', ['p1', 'v1'], ['p2', 'v1']],
    ['variant', ['p1', 'v1'], ['p1', 'v2']],
  ])('a different %s gives a different hash', (_name, [p1, v1], [p2, v2]) => {
    expect(configuredProductHash(p1!, v1!, [], null)).not.toBe(
      configuredProductHash(p2!, v2!, [], null),
    );
  });

  it('is a fixed-length hex string, stable across calls', () => {
    const h = configuredProductHash('p1', 'v1', [{ modifierId: 'm1', quantity: 1 }], 'x');
    expect(h).toMatch(/^[0-9a-f]{28}$/);
    expect(configuredProductHash('p1', 'v1', [{ modifierId: 'm1', quantity: 1 }], 'x')).toBe(h);
  });
});

describe('§4.7 adding and merging', () => {
  it('merges an identical configured product into the existing line', () => {
    const first = line({
      quantity: 2,
      modifiers: [
        { modifierId: 'm1', quantity: 1 },
        { modifierId: 'm2', quantity: 1 },
      ],
    });
    const again = line({
      quantity: 3,
      modifiers: [
        { modifierId: 'm2', quantity: 1 },
        { modifierId: 'm1', quantity: 1 },
      ],
    });
    const cart = addOrMerge(addOrMerge([], first), again);
    expect(cart).toHaveLength(1);
    expect(cart[0]?.quantity).toBe(5);
  });

  it('adds a new line for a different comment', () => {
    const cart = addOrMerge(addOrMerge([], line({ comment: 'a' })), line({ comment: 'b' }));
    expect(cart.map((l) => l.comment)).toEqual(['a', 'b']);
  });

  it('caps a merge at 100', () => {
    const cart = addOrMerge([line({ quantity: 99 })], line({ quantity: 5 }));
    expect(cart[0]?.quantity).toBe(100);
  });

  it('does not mutate the input', () => {
    const original = [line({ quantity: 1 })];
    addOrMerge(original, line({ quantity: 1 }));
    expect(original[0]?.quantity).toBe(1);
  });
});

describe('§5.4 cart quantity limits', () => {
  it.each([
    [1, 10, true],
    [9, 10, true],
    [10, 10, false],
    [1, 0, false],
    [1, -5, false],
    [99, 1000, true],
    [100, 1000, false],
  ])('canIncrease(quantity %i, stock %i) → %s', (quantity, stock, expected) => {
    expect(canIncrease({ quantity }, stock)).toBe(expected);
  });

  it.each([
    [1, false, false],
    [1, true, true],
    [2, false, true],
    [2, true, true],
  ])('canDecrease(quantity %i, deletable %s) → %s', (quantity, deletable, expected) => {
    expect(canDecrease({ quantity }, deletable)).toBe(expected);
  });
});

describe('§4.7 increase, decrease, remove, set', () => {
  const one = line({ quantity: 1 });
  const three = line({ quantity: 3, comment: 'x' });

  it.each([
    ['increase adds 1', () => increase([three], three.hash), 4],
    ['increase stops at the stock', () => increase([three], three.hash, 3), 3],
    [
      'increase stops at 100',
      () => increase([line({ quantity: 100 })], line({ quantity: 100 }).hash),
      100,
    ],
    ['decrease lowers by 1', () => decrease([three], three.hash, false), 2],
    ['decrease keeps quantity 1 when not deletable', () => decrease([one], one.hash, false), 1],
    ['set floors a fraction', () => setQuantity([one], one.hash, 7.9), 7],
    ['set caps at 100', () => setQuantity([one], one.hash, 250), 100],
  ])('%s', (_name, run, expected) => {
    expect(run()[0]?.quantity).toBe(expected);
  });

  it.each([
    ['decrease deletes at quantity 1 when deletable', () => decrease([one, three], one.hash, true)],
    ['remove deletes the line', () => remove([one, three], one.hash)],
    ['set to 0 deletes the line', () => setQuantity([one, three], one.hash, 0)],
    ['set to a negative deletes the line', () => setQuantity([one, three], one.hash, -3)],
    ['set to NaN deletes the line', () => setQuantity([one, three], one.hash, Number.NaN)],
  ])('%s', (_name, run) => {
    expect(run().map((l) => l.hash)).toEqual([three.hash]);
  });

  it('an unknown hash leaves the cart as it was', () => {
    expect(increase([one], 'nope')).toEqual([one]);
  });

  it('counts units across lines', () => {
    expect(cartQuantity([one, three])).toBe(4);
  });
});
