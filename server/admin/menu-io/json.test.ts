import { describe, expect, it } from 'vitest';
import { parseMenuJson, writeMenuJson } from './json';

const file = (categories: unknown, extra: Record<string, unknown> = {}): string =>
  JSON.stringify({ format: 'comanda-menu', version: 1, categories, ...extra });

describe('parseMenuJson', () => {
  it('reads a document, filling defaults, and writes it back identically', () => {
    const result = parseMenuJson(
      file([{ name: ' Drinks ', products: [{ name: 'Tea', variants: [{ price: 250 }] }] }]),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.menu.categories[0]).toEqual({
      name: 'Drinks',
      visible: true,
      products: [
        {
          name: 'Tea',
          description: '',
          visible: true,
          stock_enabled: false,
          images: [],
          modifier_groups: [],
          variants: [
            {
              name: null,
              price: 250,
              original_price: null,
              selected: true,
              stock: 100,
              stock_starts_empty: false,
            },
          ],
        },
      ],
    });
    const text = writeMenuJson(result.menu);
    const again = parseMenuJson(text);
    expect(again.ok && writeMenuJson(again.menu)).toBe(text);
  });

  it('reports shape problems and rule problems with their JSON paths', () => {
    const shape = parseMenuJson(
      file([{ name: 'A', products: [{ name: 'B', variants: [{ price: 1.5 }], colour: 'red' }] }]),
    );
    expect(shape).toEqual({
      ok: false,
      issues: expect.arrayContaining<unknown>([
        { path: 'categories.0.products.0.variants.0.price', message: expect.any(String) as string },
        { path: 'categories.0.products.0.colour', message: expect.any(String) as string },
      ]) as unknown[],
    });
    const rules = parseMenuJson(
      file([
        {
          name: 'A',
          products: [{ name: 'B', modifier_groups: ['Nope'], variants: [{ price: -1 }] }],
        },
        { name: 'A', products: [] },
      ]),
    );
    expect(rules).toEqual({
      ok: false,
      issues: [
        {
          path: 'categories.0.products.0.modifier_groups.0',
          message: expect.stringContaining('Nope') as string,
        },
        { path: 'categories.0.products.0.variants.0.price', message: 'must not be negative' },
        { path: 'categories.1.name', message: "another category is named 'A'" },
      ],
    });
  });

  it('refuses what is not a menu document', () => {
    expect(parseMenuJson('{"categories": [')).toMatchObject({ ok: false });
    expect(parseMenuJson('[]')).toMatchObject({ ok: false });
    expect(parseMenuJson(JSON.stringify({ format: 'other', version: 1, categories: [] }))).toEqual({
      ok: false,
      issues: [{ path: 'format', message: expect.stringContaining('comanda-menu') as string }],
    });
  });
});
