// The Restaurant structured data's own rules (issue [13/13]): coordinates with at least 5
// decimals, never rounded, the menu's price range, and the address's region and postal code.
import { describe, expect, it } from 'vitest';
import { product, variant } from '../../src/domain/catalogue.fixtures';
import { makeCompany } from '../../src/domain/order-taking.fixtures';
import type { Category, Company } from '../../src/domain/types';
import { coordinate, priceRange, restaurantJsonLd } from './structured-data';

const category = (prices: (number | null)[][]): Category => ({
  id: 'c1',
  category_id: 'c1',
  name: 'Mains',
  products: prices.map((variants, i) =>
    product({
      id: `p${i}`,
      product_variants: variants.map((price, j) => variant({ id: `v${i}-${j}`, price })),
    }),
  ),
});

describe('coordinate', () => {
  it.each([
    [40.7128, '40.71280'],
    [-74.006, '-74.00600'],
    [2, '2.00000'],
    [0, '0.00000'],
    [40.7127753, '40.7127753'],
    [-0.000001, '-0.000001'],
    [1e-7, '0.00000010'],
    [55.27083, '55.27083'],
  ])('writes %s as %s', (value, text) => {
    expect(coordinate(value)).toBe(text);
    expect(Number(coordinate(value))).toBe(value);
  });
});

describe('priceRange', () => {
  it('spans the cheapest and dearest price of every product and variant, in whole units', () => {
    const menu = [category([[1250, 899], [3000]]), category([[450, null]])];
    expect(priceRange(menu, 'USD')).toBe('USD 4-30');
  });

  it('leaves out free items and says one price once', () => {
    expect(priceRange([category([[0], [1200]])], 'EUR')).toBe('EUR 12');
  });

  it('is null for a menu without prices', () => {
    expect(priceRange([category([[null], [0]])], 'BRL')).toBeNull();
    expect(priceRange([], 'BRL')).toBeNull();
  });
});

describe('the PostalAddress', () => {
  const shown: Partial<Company> = {
    address_enabled: true,
    address: 'Av. Paulista, 1578',
    city: 'São Paulo',
    latitude: -23.5614,
    longitude: -46.6559,
    country: { country_code: 'br', name: 'Brasil', time_format: '24h' },
  };
  const address = (over: Partial<Company>) =>
    restaurantJsonLd(
      makeCompany({ ...shown, ...over }),
      [],
      'https://sabor.example',
      (url) => new URL(url, 'https://sabor.example/').href,
      'https://sabor.example/share/card.png',
    ).address;

  it('carries the region and the postal code the owner entered', () => {
    expect(address({ region: 'SP', postal_code: '01310-200' })).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Av. Paulista, 1578',
      addressLocality: 'São Paulo',
      addressRegion: 'SP',
      postalCode: '01310-200',
      addressCountry: 'BR',
    });
  });

  it('leaves out a region or postal code that is unset', () => {
    const dubai = address({ region: 'Dubai', postal_code: null });
    expect(dubai).toMatchObject({ addressRegion: 'Dubai' });
    expect(dubai).not.toHaveProperty('postalCode');
    const paris = address({ region: null, postal_code: '75009' });
    expect(paris).toMatchObject({ postalCode: '75009' });
    expect(paris).not.toHaveProperty('addressRegion');
  });

  it('publishes no address at all while the address is hidden', () => {
    expect(address({ address_enabled: false, region: 'SP', postal_code: '01310-200' })).toBe(
      undefined,
    );
  });
});
