import { describe, expect, it } from 'vitest';
import {
  addressCreateSubmitEnabled,
  addressNotFound,
  cartBarEnabled,
  clientInfoSubmitEnabled,
  deliveryAddressSubmitEnabled,
  mapSubmitEnabled,
  orderSummarySubmitEnabled,
  qrOrderNowEnabled,
  searchButtonDisabled,
  searchSubmitEnabled,
  shouldSearchAddress,
  shouldSearchExpanded,
} from './validation-submit';

describe('§5.2 submit enabling', () => {
  it.each([
    [{ formValid: true, name: 'Ana', phone: '55 1234 5678' }, true],
    [{ formValid: false, name: 'Ana', phone: '55 1234 5678' }, false],
    [{ formValid: true, name: ' ', phone: '55 1234 5678' }, false],
    [{ formValid: true, name: 'Ana', phone: null }, false],
  ])('client info %o → %s', (s, expected) => {
    expect(clientInfoSubmitEnabled(s)).toBe(expected);
  });

  const list = {
    formValid: true,
    saving: false,
    priceLoading: false,
    selectedAddressId: 'a1',
    invalidAddressIds: ['a9'],
  };
  it.each([
    ['all good', list, true],
    ['invalid form', { ...list, formValid: false }, false],
    ['saving', { ...list, saving: true }, false],
    ['price loading', { ...list, priceLoading: true }, false],
    ['nothing selected', { ...list, selectedAddressId: null }, false],
    ['selected address marked invalid', { ...list, selectedAddressId: 'a9' }, false],
  ])('delivery address list: %s', (_name, s, expected) => {
    expect(deliveryAddressSubmitEnabled(s)).toBe(expected);
  });

  it.each([
    [{ formValid: true, placeLoading: false, addressValid: true }, true],
    [{ formValid: true, placeLoading: true, addressValid: true }, false],
    [{ formValid: true, placeLoading: false, addressValid: false }, false],
    [{ formValid: false, placeLoading: false, addressValid: true }, false],
  ])('map screen %o → %s', (s, expected) => {
    expect(mapSubmitEnabled(s)).toBe(expected);
  });

  it.each([
    [{ address: 'Rua A', lat: 0, lng: 0 }, true],
    [{ address: 'Rua A', lat: null, lng: 1 }, false],
    [{ address: '', lat: 1, lng: 1 }, false],
    [null, false],
  ])('search screen %o → %s', (place, expected) => {
    expect(searchSubmitEnabled(place)).toBe(expected);
  });

  it.each([
    [{ formValid: true, saving: false, areaLoading: false }, true],
    [{ formValid: true, saving: true, areaLoading: false }, false],
    [{ formValid: true, saving: false, areaLoading: true }, false],
    [{ formValid: false, saving: false, areaLoading: false }, false],
  ])('address create %o → %s', (s, expected) => {
    expect(addressCreateSubmitEnabled(s)).toBe(expected);
  });

  it.each([
    [{ formValid: true, saving: false, paymentElementLoading: false }, true],
    [{ formValid: true, saving: false, paymentElementLoading: true }, false],
    [{ formValid: true, saving: true, paymentElementLoading: false }, false],
    [{ formValid: false, saving: false, paymentElementLoading: false }, false],
  ])('order summary %o → %s', (s, expected) => {
    expect(orderSummarySubmitEnabled(s)).toBe(expected);
  });

  it.each([
    ['TABLE', { table: { active: true } }, true],
    ['TABLE', { table: { active: false } }, false],
    ['ONSITE', { table: { active: true } }, false],
    ['DELIVERY', { delivery: { active: true } }, true],
  ] as const)('QR order now for %s → %s', (serviceType, settings, expected) => {
    expect(qrOrderNowEnabled(settings, serviceType)).toBe(expected);
  });

  it.each([
    [true, true],
    [false, false],
  ])('cart bar when receiving orders is %s → %s', (receives, expected) => {
    expect(cartBarEnabled(receives)).toBe(expected);
  });
});

describe('§5.3 address search thresholds', () => {
  it.each([
    ['Av Paulista 1000', 'BR', false, true],
    ['Av Paulista', 'BR', false, false],
    ['Av Paulista', 'MX', false, true],
    ['Av', 'MX', false, false],
    ['a b', 'MX', false, true],
    ['Reforma', 'MX', false, false],
    ['Reforma', 'MX', true, true],
    ['', 'MX', true, false],
  ])('search %s (%s, manual %s) → %s', (text, country, manual, expected) => {
    expect(shouldSearchAddress(text, country, manual)).toBe(expected);
  });

  it.each([
    ['ab', false],
    ['abc', true],
    ['  ab  ', false],
  ])('expanded search %s → %s', (text, expected) => {
    expect(shouldSearchExpanded(text)).toBe(expected);
  });

  const s = { text: 'Rua A 12', placeAddress: null, placeValid: false, suggestionsCount: 0 };
  it.each([
    ['normal text', s, false],
    ['under 4 trimmed characters', { ...s, text: ' abc ' }, true],
    ['equals the current place', { ...s, placeAddress: 'Rua A 12' }, true],
    ['valid place and suggestions', { ...s, placeValid: true, suggestionsCount: 3 }, true],
    ['valid place, no suggestions', { ...s, placeValid: true }, false],
  ])('search button disabled: %s', (_name, state, expected) => {
    expect(searchButtonDisabled(state)).toBe(expected);
  });

  it.each([
    [{ text: 'Rua A', searched: true, suggestionsCount: 0 }, true],
    [{ text: 'Rua A', searched: false, suggestionsCount: 0 }, false],
    [{ text: 'Rua A', searched: true, suggestionsCount: 2 }, false],
    [{ text: ' Rua ', searched: true, suggestionsCount: 0 }, false],
  ])('address not found %o → %s', (state, expected) => {
    expect(addressNotFound(state)).toBe(expected);
  });
});
