import { describe, expect, it } from 'vitest';
import {
  addressLine,
  chatDigits,
  fontOrFallback,
  normalizeSocialHandle,
  parseWifi,
  productSlug,
  qrDisplayName,
  themeColor,
} from './formatting';
import type { SocialNetwork } from './formatting';

describe('§5.8 product slug', () => {
  it.each([
    ['Classic Burger', 'abcdef12', 'classic-burger-abcd'],
    ['  Pizza  Margherita!! ', '1234', 'pizza-margherita-1234'],
    ['Fish & Chips', 'xyz9', 'fish-chips-xyz9'],
    ['snake_case--and  spaces', 'id', 'snake-case-and-spaces-id'],
    ['-Trimmed-', 'aaaa', 'trimmed-aaaa'],
    ['Café Olé', 'c0ff', 'caf-ol-c0ff'],
    ['!!!', 'q1w2e3', '-q1w2'],
  ])('productSlug(%s, %s) → %s', (name, id, expected) => {
    expect(productSlug(name, id)).toBe(expected);
  });
});

describe('§5.8 social handles', () => {
  it.each([
    ['facebook', '@comanda', 'comanda'],
    ['instagram', '@@comanda', 'comanda'],
    ['instagram', ' comanda ', 'comanda'],
    ['tripadvisor', '@place', 'place'],
    [
      'tripadvisor',
      'https://www.tripadvisor.com/Restaurant_Review-g1',
      'https://www.tripadvisor.com/Restaurant_Review-g1',
    ],
    ['tripadvisor', 'tripadvisor.com.br/Restaurant', 'tripadvisor.com.br/Restaurant'],
    ['tiktok', 'comanda', '@comanda'],
    ['tiktok', '@comanda', '@comanda'],
    ['tiktok', '', ''],
    ['facebook', null, ''],
  ] as [SocialNetwork, string | null, string][])('%s %s → %s', (network, value, expected) => {
    expect(normalizeSocialHandle(network, value)).toBe(expected);
  });
});

describe('§5.8 other normalisation', () => {
  it.each([
    ['+55 (11) 91234-5678', '5511912345678'],
    ['', ''],
    [null, ''],
  ])('chatDigits(%s) → %s', (value, expected) => {
    expect(chatDigits(value)).toBe(expected);
  });

  it.each([
    ['#FF0000AA', '#fff', '#FF0000'],
    ['#123456', '#fff', '#123456'],
    ['', '#fff', '#fff'],
    [null, '#006EFF', '#006EFF'],
  ])('themeColor(%s, %s) → %s', (value, fallback, expected) => {
    expect(themeColor(value, fallback)).toBe(expected);
  });

  it.each([
    ['rubik', 'rubik'],
    ['noto_serif', 'noto_serif'],
    ['comic_sans', 'poppins'],
    ['toString', 'poppins'],
    [null, 'poppins'],
  ])('fontOrFallback(%s) → %s', (font, expected) => {
    expect(fontOrFallback(font)).toBe(expected);
  });
});

describe('§3 QR display name and wifi value', () => {
  it.each([
    [{ name: 'Table 4', zone: { name: 'Terrace' } }, 'Table 4 - Terrace'],
    [{ name: 'Table 4', zone: null }, 'Table 4'],
    [{ name: 'Table 4', zone: { name: ' ' } }, 'Table 4'],
  ])('qrDisplayName(%o) → %s', (qr, expected) => {
    expect(qrDisplayName(qr)).toBe(expected);
  });

  it.each([
    ['Cafe|||secret', { network: 'Cafe', password: 'secret' }],
    ['Cafe|||pa|||ss', { network: 'Cafe', password: 'pa|||ss' }],
    ['OpenNet', { network: 'OpenNet', password: '' }],
    ['', { network: '', password: '' }],
  ])('parseWifi(%s)', (value, expected) => {
    expect(parseWifi(value)).toEqual(expected);
  });
});

describe('§2.10 address line', () => {
  const base = {
    address: 'Rua A #12',
    complement: null,
    reference: null,
    area_name: null,
    latitude: null,
    longitude: null,
  };
  it.each([
    ['address only', base, 'Rua A #12'],
    [
      'with complement and reference',
      { ...base, complement: 'Apt 3', reference: 'blue door' },
      'Rua A #12 - Apt 3 - blue door',
    ],
    ['reference without complement', { ...base, reference: 'blue door' }, 'Rua A #12 - blue door'],
    ['area when there are no coordinates', { ...base, area_name: 'Centro' }, 'Rua A #12 (Centro)'],
    [
      'no area when there are coordinates',
      { ...base, area_name: 'Centro', latitude: 1, longitude: 2 },
      'Rua A #12',
    ],
    ['blank parts are skipped', { ...base, complement: ' ', area_name: ' ' }, 'Rua A #12'],
  ])('%s', (_name, address, expected) => {
    expect(addressLine(address)).toBe(expected);
  });
});
