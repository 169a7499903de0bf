import { describe, expect, it } from 'vitest';
import { interpolate, mergeDictionaries } from './dictionary';

describe('mergeDictionaries', () => {
  it('lets the more specific locale win key by key and keeps the rest', () => {
    const en = { common: { menu: 'Menu', close: 'Close', nested: { a: 'A', b: 'B' } } };
    const es = { common: { menu: 'Menú', nested: { a: 'Á' } } };
    expect(mergeDictionaries(en, es)).toEqual({
      common: { menu: 'Menú', close: 'Close', nested: { a: 'Á', b: 'B' } },
    });
  });
  it('does not mutate its inputs', () => {
    const en = { common: { menu: 'Menu' } };
    mergeDictionaries(en, { common: { menu: 'Menú' } });
    expect(en.common.menu).toBe('Menu');
  });
});

describe('interpolate', () => {
  it('fills positional {0} params from an array', () => {
    expect(interpolate('max {0} characters', [80])).toBe('max 80 characters');
  });
  it('fills named {name} params from an object', () => {
    expect(interpolate('{name} - Your cart', { name: 'Café' })).toBe('Café - Your cart');
  });
  it('keeps unknown placeholders visible and leaves text without params alone', () => {
    expect(interpolate('{a} {b}', { a: 1 })).toBe('1 {b}');
    expect(interpolate('close in {minutes}')).toBe('close in {minutes}');
  });
});
