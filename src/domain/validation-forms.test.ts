import { describe, expect, it } from 'vitest';
import type { Struct } from 'superstruct';
import { OTHER_DISTRICT_ID } from './constants';
import {
  additionalInfoSchema,
  clientInfoSchema,
  deliveryAddressCreateSchema,
  deliveryAddressListSchema,
  mapAddressCreateSchema,
  mapScreenSchema,
  orderSummarySchema,
  pinIsValid,
} from './validation-forms';
import { validateForm } from './validation-core';

function keys<T, S>(schema: Struct<T, S>, value: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(validateForm(schema, value).errors).map(([f, e]) => [f, e.key]),
  );
}

describe('§5.1 additional info', () => {
  it.each([
    ['filled', { additional_info: 'Table by the window' }, {}],
    ['empty', { additional_info: '' }, { additional_info: 'validation.required_field' }],
    ['blank', { additional_info: '   ' }, { additional_info: 'validation.required_field' }],
    ['missing', {}, { additional_info: 'validation.required_field' }],
    ['80 characters', { additional_info: 'x'.repeat(80) }, {}],
    [
      '81 characters',
      { additional_info: 'x'.repeat(81) },
      { additional_info: 'validation.max_characters' },
    ],
  ])('%s', (_name, value, expected) => {
    expect(keys(additionalInfoSchema, value)).toEqual(expected);
  });

  it('passes the limit as a param', () => {
    expect(
      validateForm(additionalInfoSchema, { additional_info: 'x'.repeat(81) }).errors
        .additional_info,
    ).toEqual({
      key: 'validation.max_characters',
      params: { max: 80 },
    });
  });
});

describe('§5.1 client info: name and phone', () => {
  const phone = (number: string, countryCode = 'MX') => ({
    number,
    countryCode,
    countryDialCode: '52',
    formattedNumber: number,
  });
  it.each([
    ['valid MX', 'MX', { name: 'Ana', phone: phone('55 1234 5678') }, {}],
    ['valid BR with area code', 'BR', { name: 'Ana', phone: phone('(11) 91234 5678', 'BR') }, {}],
    [
      'no name',
      'MX',
      { name: ' ', phone: phone('55 1234 5678') },
      { name: 'validation.name_required' },
    ],
    ['no phone', 'MX', { name: 'Ana', phone: phone('') }, { phone: 'validation.phone_required' }],
    [
      'phone with letters',
      'MX',
      { name: 'Ana', phone: phone('55 12ab') },
      { phone: 'validation.phone_invalid' },
    ],
    [
      'a possible but not real BR number',
      'BR',
      { name: 'Ana', phone: phone('11 1234 567', 'BR') },
      { phone: 'validation.phone_invalid' },
    ],
    [
      'a possible but not real CO number (every country is checked)',
      'CO',
      { name: 'Ana', phone: phone('100 123 4567', 'CO') },
      { phone: 'validation.phone_invalid' },
    ],
    [
      'a US number whose area code starts with 1',
      'US',
      { name: 'Ana', phone: phone('1234567890', 'US') },
      { phone: 'validation.phone_invalid' },
    ],
    [
      'too short',
      'MX',
      { name: 'Ana', phone: phone('55 12') },
      { phone: 'validation.phone_too_short' },
    ],
    [
      'too long',
      'MX',
      { name: 'Ana', phone: phone('55 1234 5678 9012') },
      { phone: 'validation.phone_too_long' },
    ],
    [
      'an unknown country',
      'MX',
      { name: 'Ana', phone: phone('55 1234 5678', 'ZZ') },
      { phone: 'validation.phone_invalid_country' },
    ],
    [
      'an international value keeps its own country',
      'US',
      { name: 'Ana', phone: phone('+44 20 7946 0958', 'US') },
      {},
    ],
    [
      'phone country falls back to the company country',
      'MX',
      { name: 'Ana', phone: phone('55 1234 5678', '') },
      {},
    ],
    [
      'both missing',
      'MX',
      { phone: null },
      { name: 'validation.name_required', phone: 'validation.phone_required' },
    ],
  ])('%s', (_name, companyCountry, value, expected) => {
    expect(keys(clientInfoSchema({ companyCountry }), value)).toEqual(expected);
  });
});

describe('§5.1 delivery address forms', () => {
  const full = {
    street: 'Rua A',
    number: '12',
    district: 'd1',
    complement: 'Apt 3',
    reference: '',
  };
  it.each([
    ['complete', { complementRequired: true, showDistricts: true }, full, {}],
    [
      'street missing (feminine)',
      { complementRequired: false, showDistricts: false },
      { ...full, street: '' },
      { street: 'validation.field_required_f' },
    ],
    [
      'number missing (masculine)',
      { complementRequired: false, showDistricts: false },
      { ...full, number: '' },
      { number: 'validation.field_required_m' },
    ],
    [
      'number over 30',
      { complementRequired: false, showDistricts: false },
      { ...full, number: '1'.repeat(31) },
      { number: 'validation.max_characters' },
    ],
    [
      'district required when shown',
      { complementRequired: false, showDistricts: true },
      { ...full, district: '' },
      { district: 'validation.field_required_m' },
    ],
    [
      'district ignored when hidden',
      { complementRequired: false, showDistricts: false },
      { ...full, district: '' },
      {},
    ],
    [
      'complement required by the setting',
      { complementRequired: true, showDistricts: false },
      { ...full, complement: '' },
      { complement: 'validation.field_required_m' },
    ],
    [
      'complement optional otherwise',
      { complementRequired: false, showDistricts: false },
      { ...full, complement: null },
      {},
    ],
    [
      'another district needs a name',
      { complementRequired: false, showDistricts: true },
      { ...full, district: OTHER_DISTRICT_ID },
      { neighborhood: 'validation.field_required_m' },
    ],
    [
      'another district with a name',
      { complementRequired: false, showDistricts: true },
      { ...full, district: OTHER_DISTRICT_ID, neighborhood: 'Vila' },
      {},
    ],
  ])('%s', (_name, opts, value, expected) => {
    expect(keys(deliveryAddressCreateSchema(opts), value)).toEqual(expected);
  });

  it('names the field in the params', () => {
    const result = validateForm(
      deliveryAddressCreateSchema({ complementRequired: false, showDistricts: false }),
      { ...full, street: '' },
    );
    expect(result.errors.street?.params).toEqual({ field: 'validation.fields.street' });
  });

  it.each([
    [true, { complement: '', reference: 'x' }, { complement: 'validation.field_required_m' }],
    [false, { complement: '', reference: 'x' }, {}],
    [true, { complement: 'Casa 2' }, {}],
  ])('map address create, complement required %s', (complementRequired, value, expected) => {
    expect(keys(mapAddressCreateSchema({ complementRequired }), value)).toEqual(expected);
  });

  it.each([
    [{ address_id: 'a1' }, {}],
    [{ address_id: null }, { address_id: 'validation.required_field' }],
  ])('address list %o', (value, expected) => {
    expect(keys(deliveryAddressListSchema, value)).toEqual(expected);
  });
});

describe('§5.1 map screen: number and pin', () => {
  const company = { latitude: 0, longitude: 0 };
  const place = (lat: number, lng: number, address: string | null = 'Rua A') => ({
    address,
    lat,
    lng,
  });
  it.each([
    ['moved 22 m', place(0.0002, 0), true],
    ['moved 11 m', place(0.0001, 0), false],
    // 1° of latitude is 111.195 km on the 6371 km sphere: 0.00018 ≈ 20.01 m, 0.000179 ≈ 19.9 m.
    ['just over 20 m', place(0.00018, 0), true],
    ['just under 20 m', place(0.000179, 0), false],
    ['on the company', place(0, 0), false],
    ['no address', place(0.01, 0, null), false],
  ])('pin %s', (_name, value, expected) => {
    expect(pinIsValid(value, company)).toBe(expected);
  });

  it('without company coordinates only presence counts', () => {
    expect(pinIsValid(place(0, 0), null)).toBe(true);
  });

  it.each([
    ['valid', { number: '12', place: place(0.01, 0) }, {}],
    [
      'number missing',
      { number: '', place: place(0.01, 0) },
      { number: 'validation.number_required' },
    ],
    [
      'number over 30',
      { number: '9'.repeat(31), place: place(0.01, 0) },
      { number: 'validation.max_characters' },
    ],
    ['pin not moved', { number: '12', place: place(0, 0) }, { place: 'validation.move_pin' }],
    ['no place', { number: '12', place: null }, { place: 'validation.move_pin' }],
  ])('%s', (_name, value, expected) => {
    expect(keys(mapScreenSchema({ company }), value)).toEqual(expected);
  });
});

describe('§5.1 order summary', () => {
  it.each([
    [true, { comment: 'x'.repeat(120), payment_method_id: 'pm1' }, {}],
    [
      true,
      { comment: 'x'.repeat(121), payment_method_id: 'pm1' },
      { comment: 'validation.max_characters' },
    ],
    [
      true,
      { comment: null, payment_method_id: '' },
      { payment_method_id: 'validation.select_payment_method' },
    ],
    [false, { comment: undefined }, {}],
  ])('payment required %s: %o', (paymentMethodRequired, value, expected) => {
    expect(keys(orderSummarySchema({ paymentMethodRequired }), value)).toEqual(expected);
  });
});
