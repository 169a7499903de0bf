import { describe, expect, it } from 'vitest';
import type { Struct } from 'superstruct';
import { LIMITS } from './constants';
import {
  abuseReportBody,
  addressCreateBody,
  clientCreateBody,
  orderCreateBody,
  orderUpdateBody,
  parseBody,
} from './validation-api';

function failedPaths<T, S>(schema: Struct<T, S>, body: unknown): string[] {
  const r = parseBody(schema, body);
  return r.ok ? [] : Object.keys(r.errors).sort();
}

describe('§7.5 client create body', () => {
  const ok = {
    company_id: 'c1',
    name: 'Ana',
    country_calling_code: '52',
    phone_number: '55 1234 5678',
  };
  it.each([
    ['valid', ok, []],
    ['+ on the calling code', { ...ok, country_calling_code: '+52' }, []],
    ['blank name', { ...ok, name: '  ' }, ['name']],
    ['phone with a hyphen', { ...ok, phone_number: '55-1234' }, ['phone_number']],
    ['phone over 25', { ...ok, phone_number: '1 2 3 4 5 6 7 8 9 0 1 2 3 4' }, ['phone_number']],
    ['missing company', { ...ok, company_id: undefined }, ['company_id']],
    ['unknown field', { ...ok, admin: true }, ['admin']],
  ])('%s', (_name, body, paths) => {
    expect(failedPaths(clientCreateBody, body)).toEqual(paths);
  });
});

describe('§7.5 address create body', () => {
  const ok = {
    client_id: 'cl1',
    address: 'Rua A #12',
    area_id: null,
    area_name: null,
    complement: null,
    reference: null,
    latitude: -23.5,
    longitude: -46.6,
  };
  it.each([
    ['valid', ok, []],
    ['without coordinates', { ...ok, latitude: null, longitude: null }, []],
    ['empty address', { ...ok, address: '' }, ['address']],
    ['latitude out of range', { ...ok, latitude: 91 }, ['latitude']],
    ['infinite latitude', { ...ok, latitude: Infinity }, ['latitude']],
    ['longitude at the edge', { ...ok, longitude: -180 }, []],
    ['longitude as text', { ...ok, longitude: '-46' }, ['longitude']],
  ])('%s', (_name, body, paths) => {
    expect(failedPaths(addressCreateBody, body)).toEqual(paths);
  });
});

describe('§3 order create and update bodies', () => {
  const combo = {
    product_id: 'p1',
    variant_id: 'v1',
    quantity: 2,
    comment: null,
    modifiers: [{ modifier_id: 'm1', quantity: 1 }],
  };
  const create = {
    company_id: 'c1',
    country_code: 'MX',
    timezone: 'America/Mexico_City',
    service_type: 'DELIVERY',
    currency: 'MXN',
    combos: [combo],
  };
  it.each([
    ['valid', create, []],
    [
      'with optional fields',
      {
        ...create,
        status: 'INITIATED',
        order_title: 'Table 4',
        table_id: 'q1',
        utm_source: 'ig',
        client_id: 'cl1',
        address_id: 'a1',
        delivery_price: 500,
      },
      [],
    ],
    ['lower-case service type', { ...create, service_type: 'delivery' }, ['service_type']],
    ['no combos', { ...create, combos: [] }, ['combos']],
    ['quantity 0', { ...create, combos: [{ ...combo, quantity: 0 }] }, ['combos.0.quantity']],
    ['quantity 101', { ...create, combos: [{ ...combo, quantity: 101 }] }, ['combos.0.quantity']],
    ['negative delivery price', { ...create, delivery_price: -1 }, ['delivery_price']],
    ['fractional delivery price', { ...create, delivery_price: 1.5 }, ['delivery_price']],
    [
      'comment over 120',
      { ...create, combos: [{ ...combo, comment: 'x'.repeat(121) }] },
      ['combos.0.comment'],
    ],
    // Every integer is bounded, so none reaches a PostgreSQL integer column out of range.
    ['delivery price at the money bound', { ...create, delivery_price: LIMITS.moneyMax }, []],
    [
      'delivery price past it',
      { ...create, delivery_price: LIMITS.moneyMax + 1 },
      ['delivery_price'],
    ],
    [
      'quantity 2^31',
      { ...create, combos: [{ ...combo, quantity: 2 ** 31 }] },
      ['combos.0.quantity'],
    ],
    [
      'modifier quantity 1e308',
      { ...create, combos: [{ ...combo, modifiers: [{ modifier_id: 'm1', quantity: 1e308 }] }] },
      ['combos.0.modifiers.0.quantity'],
    ],
    [
      'more modifiers than a line may hold',
      {
        ...create,
        combos: [
          {
            ...combo,
            modifiers: Array.from({ length: LIMITS.lineModifiersMax + 1 }, () => ({
              modifier_id: 'm1',
              quantity: 1,
            })),
          },
        ],
      },
      ['combos.0.modifiers'],
    ],
    [
      'more lines than an order may hold',
      { ...create, combos: Array.from({ length: LIMITS.orderLinesMax + 1 }, () => combo) },
      ['combos'],
    ],
    ['table id over 200', { ...create, table_id: 'q'.repeat(201) }, ['table_id']],
  ])('create: %s', (_name, body, paths) => {
    expect(failedPaths(orderCreateBody, body)).toEqual(paths);
  });

  const payment = {
    payment_method_id: 'pm1',
    payment_method_code: 'cash',
    payment_method_description: null,
    payment_method_payment_code: null,
    fee_amount: 0,
    bill_amount: 1000,
    received_amount: 2000,
  };
  const update = { timezone: 'UTC', currency: 'MXN' };
  it.each([
    ['minimal', update, []],
    [
      'full',
      {
        ...update,
        status: 'payment_requested',
        scheduled_delivery_date: '2026-11-22T18:30:00+00:00',
        comment: 'a - b',
        meta_data: { assigned_payment: payment },
      },
      [],
    ],
    [
      'non-UTC schedule',
      { ...update, scheduled_delivery_date: '2026-11-22T18:30:00-03:00' },
      ['scheduled_delivery_date'],
    ],
    ['unknown status', { ...update, status: 'PAID' }, ['status']],
    [
      'negative tip',
      {
        ...update,
        meta_data: { assigned_payment: { ...payment, tip_type: 'amount', tip_value: -5 } },
      },
      ['meta_data.assigned_payment.tip_value'],
    ],
    [
      'cash received past the money bound',
      {
        ...update,
        meta_data: { assigned_payment: { ...payment, received_amount: LIMITS.moneyMax + 1 } },
      },
      ['meta_data.assigned_payment.received_amount'],
    ],
    [
      'infinite bill',
      { ...update, meta_data: { assigned_payment: { ...payment, bill_amount: Infinity } } },
      ['meta_data.assigned_payment.bill_amount'],
    ],
  ])('update: %s', (_name, body, paths) => {
    expect(failedPaths(orderUpdateBody, body)).toEqual(paths);
  });
});

describe('§7.1 abuse report body', () => {
  const ok = { company_id: 'c1', reason: 'fraud', description: 'A fake shop taking money' };
  it.each([
    ['valid', ok, []],
    ['with email and url', { ...ok, email: 'a@b.co', url: 'https://x.test/' }, []],
    ['empty email is allowed', { ...ok, email: '' }, []],
    ['bad email', { ...ok, email: 'nope' }, ['email']],
    ['no description', { ...ok, description: '' }, ['description']],
    ['description under the minimum', { ...ok, description: 'too short' }, ['description']],
    ['reason outside the list', { ...ok, reason: 'boring' }, ['reason']],
    ['url that is not http', { ...ok, url: 'javascript:alert(1)' }, ['url']],
    ['not an object', 'report', ['_body']],
  ])('%s', (_name, body, paths) => {
    expect(failedPaths(abuseReportBody, body)).toEqual(paths);
  });

  it('returns the typed value when valid', () => {
    expect(parseBody(abuseReportBody, ok)).toEqual({ ok: true, value: ok });
  });

  it("reads an untouched optional field ('') as not given", () => {
    expect(parseBody(abuseReportBody, { ...ok, email: '' })).toEqual({
      ok: true,
      value: { ...ok, email: null },
    });
  });
});

describe('parseBody error map', () => {
  it('keys failures named after Object.prototype members like any other field', () => {
    // JSON.parse makes these own keys; an error map inheriting from Object.prototype threw here.
    const body: unknown = JSON.parse('{"__proto__":1,"constructor":2,"toString":3}');
    const r = parseBody(clientCreateBody, body);
    if (r.ok) throw new Error('expected a refusal');
    expect(Object.getPrototypeOf(r.errors)).toBeNull();
    expect(Object.keys(r.errors)).toEqual(
      expect.arrayContaining(['__proto__', 'constructor', 'toString']),
    );
  });
});
