import { describe, expect, it } from 'vitest';
import { groupProblems, variantProblems } from '../../../domain/menu-rules';
import { problemOf, serverProblems } from './problems';

describe('problem wording', () => {
  it('has a specific key for every message the shared rules give', () => {
    const messages = [
      ...variantProblems([]),
      ...variantProblems([
        { name: null, price: -1, original_price: 0, stock: 2_000_000 },
        { name: 'A'.repeat(50), price: 1.5, original_price: null, stock: -1 },
      ]),
      ...groupProblems({ min: 200, max: 3, required: true, options: [] }),
      ...groupProblems({ min: 0, max: 1, required: false, options: [{ name: '', price: 0 }] }),
    ];
    expect(messages.length).toBeGreaterThan(8);
    for (const { field, message } of messages)
      expect(problemOf(field, message).key, `${field}: ${message}`).not.toBe(
        'admin.products.errors.invalid',
      );
  });

  it('words the server’s field errors', () => {
    expect(
      serverProblems({
        name: ['must be at most 80 characters'],
        'variants.0.price': ['must not be negative'],
      }),
    ).toEqual({
      name: { key: 'admin.products.errors.tooLong', params: { max: 80 } },
      'variants.0.price': { key: 'admin.products.errors.negative' },
    });
    expect(serverProblems(null)).toEqual({});
  });
});
