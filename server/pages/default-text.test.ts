import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/domain/constants';
import products from '../../src/i18n/locales/de/products.json';
import { defaultText } from './default-text';

describe('defaultText', () => {
  it('says the storefront’s own words, with the name in place, in every locale', () => {
    expect(defaultText('de').title('Zum Löwen')).toBe(
      products.head.title.replace('{name}', 'Zum Löwen'),
    );
    for (const locale of LOCALES) {
      const text = defaultText(locale);
      for (const line of [
        text.title('Nº 9'),
        text.description('Nº 9'),
        text.homeTitle('Nº 9'),
        text.homeDescription('Nº 9'),
        text.infoTitle('Nº 9'),
        text.infoDescription('Nº 9'),
        text.cart('Nº 9'),
      ]) {
        expect(line, locale).toContain('Nº 9');
        expect(line, locale).not.toContain('{');
      }
    }
    expect(defaultText('en').cart('Demo Bistro')).toBe('Demo Bistro - Your cart');
    expect(defaultText('es-MX').title('Taquería')).toBe('Taquería | Menú digital');
    // The landing, the menu and the information page each have their own words (issue [16/21]).
    for (const locale of LOCALES) {
      const text = defaultText(locale);
      expect(new Set([text.title('X'), text.homeTitle('X'), text.infoTitle('X')]).size).toBe(3);
      const descriptions = [
        text.description('X'),
        text.homeDescription('X'),
        text.infoDescription('X'),
      ];
      expect(new Set(descriptions).size).toBe(3);
    }
    // A '$' in a name is kept as it is, not read as a replacement pattern.
    expect(defaultText('en').title('$& Co')).toBe('$& Co | Digital menu');
  });
});
