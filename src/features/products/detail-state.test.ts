// Product detail choices: radios vs checkboxes, max, quantity bounds, comment cap, total.
import { describe, expect, it } from 'vitest';
import { group, product, variant } from '../../domain/catalogue.fixtures';
import {
  choiceTotal,
  chosenVariant,
  initialChoice,
  maxQuantity,
  setComment,
  setQuantity,
  toggleModifier,
} from './detail-state';

const side = group({
  id: 'side',
  max: 1,
  required: true,
  min: 1,
  modifiers: [
    { id: 'fries', name: 'Fries', price: 0 },
    { id: 'rings', name: 'Onion rings', price: 200 },
  ],
});
const extras = group({ id: 'extras', max: 2 });
const burger = product({
  modifier_groups: [side, extras],
  product_variants: [
    variant({ id: 'small', name: 'Small', price: 1000, original_price: 1000, selected: false }),
    variant({ id: 'big', name: 'Big', price: 1500, original_price: 1500, selected: true }),
  ],
});

describe('detail choices', () => {
  it('starts on the selected variant, quantity 1, nothing chosen', () => {
    const choice = initialChoice(burger);
    expect(choice).toEqual({ variantId: 'big', modifiers: [], quantity: 1, comment: '' });
    expect(chosenVariant(burger, choice)?.id).toBe('big');
  });

  it('a max-1 group behaves as radios', () => {
    let c = toggleModifier(initialChoice(burger), side, 'fries');
    c = toggleModifier(c, side, 'rings');
    expect(c.modifiers).toEqual([{ modifierId: 'rings', quantity: 1 }]);
  });

  it('other groups toggle and refuse picks past max', () => {
    let c = initialChoice(burger);
    c = toggleModifier(c, extras, 'm1');
    c = toggleModifier(c, extras, 'm2');
    expect(c.modifiers.map((m) => m.modifierId)).toEqual(['m1', 'm2']);
    // Unticking frees a place again.
    expect(toggleModifier(c, extras, 'm1').modifiers.map((m) => m.modifierId)).toEqual(['m2']);
    const capped = {
      ...extras,
      modifiers: [...extras.modifiers, { id: 'm3', name: 'Egg', price: 100 }],
    };
    expect(toggleModifier(c, capped, 'm3')).toBe(c);
  });

  it('keeps quantity within 1..max and the comment within 120 characters', () => {
    const c = initialChoice(burger);
    expect(maxQuantity(500)).toBe(100);
    expect(maxQuantity(3)).toBe(3);
    expect(maxQuantity(0)).toBe(0);
    expect(setQuantity(c, 7, 3).quantity).toBe(3);
    expect(setQuantity(c, 0, 3).quantity).toBe(1);
    expect(setComment(c, 'x'.repeat(130)).comment).toHaveLength(120);
  });

  it('totals quantity × (variant + modifiers)', () => {
    let c = toggleModifier(initialChoice(burger), side, 'rings');
    c = toggleModifier(c, extras, 'm1');
    c = setQuantity(c, 2, 10);
    expect(choiceTotal(burger, chosenVariant(burger, c), c)).toBe(2 * (1500 + 200 + 150));
    expect(choiceTotal(burger, undefined, c)).toBe(0);
  });
});
