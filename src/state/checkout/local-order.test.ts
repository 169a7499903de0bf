// The order priced on the device (issue [6/6]): the same domain rules the server applies —
// items, the service fee percentage, a saved address's delivery price and the free minimum.
import { describe, expect, it } from 'vitest';
import { buildCartLine } from '../../domain/cart-line';
import { product, variant } from '../../domain/catalogue.fixtures';
import { makeCompany, makeSettings } from '../../domain/order-taking.fixtures';
import { cartTotal, roundMinor } from '../../domain/pricing';
import type { ClientAddress, EcommerceSettings } from '../../domain/types';
import { buildCreatePayload } from './payload';
import { estimateAreaPrice, isLocalOrder, localOrder, withServiceFee } from './local-order';

const pizza = product({
  id: 'pizza',
  name: 'Pizza',
  product_variants: [variant({ id: 'pv', price: 1250, product_id: 'pizza' })],
});
const lines = [
  buildCartLine({
    product: pizza,
    variant: pizza.product_variants[0]!,
    modifiers: [],
    quantity: 3,
  }),
];
const company = makeCompany();
const address: ClientAddress = {
  id: 'a1',
  address: 'Main St #1',
  complement: null,
  reference: null,
  area_id: null,
  area_name: null,
  latitude: 1,
  longitude: 1,
};

function settingsWithFixed(price: number, freeFrom: number | null): EcommerceSettings {
  const base = makeSettings();
  return {
    ...base,
    delivery: {
      ...base.delivery,
      prices: { type: 'fixed', fixed: { price } },
      minimum_amount_for_free: freeFrom,
    },
  };
}

function order(settings: EcommerceSettings, serviceType: 'TAKEAWAY' | 'DELIVERY', fee = 0) {
  const area = serviceType === 'DELIVERY' ? estimateAreaPrice(company, settings, address) : 0;
  const payload = buildCreatePayload(lines, {
    company,
    serviceType,
    collectClientInfo: false,
    qr: null,
    utmSource: null,
    utmCampaign: null,
    clientId: 'c1',
    addressId: serviceType === 'DELIVERY' ? address.id : null,
    deliveryPrice: area,
  });
  return localOrder({
    id: 'local-1',
    lines,
    payload,
    company,
    settings,
    orderSettings: {
      [serviceType.toLowerCase()]: { service_fee: { value: fee, optional: false } },
    },
    address: serviceType === 'DELIVERY' ? address : null,
    client: null,
    now: new Date('2026-01-01T12:00:00Z'),
  });
}

describe('localOrder', () => {
  it('prices the items and the service fee percentage', () => {
    const o = order(makeSettings(), 'TAKEAWAY', 10);
    const items = cartTotal(lines);
    expect(isLocalOrder(o)).toBe(true);
    expect(o.combos_price).toBe(items);
    expect(o.service_fee).toBe(roundMinor(items * 0.1));
    expect(o.total).toBe(items + o.service_fee);
    expect(o.combos.map((c) => [c.product_name, c.quantity])).toEqual([['Pizza', 3]]);
  });

  it('adds a saved address’s delivery price, free above the minimum', () => {
    expect(order(settingsWithFixed(500, null), 'DELIVERY').delivery_price).toBe(500);
    expect(order(settingsWithFixed(500, 1000), 'DELIVERY').delivery_price).toBe(0);
    expect(order(settingsWithFixed(500, 99_999), 'DELIVERY').total).toBe(cartTotal(lines) + 500);
  });
});

describe('withServiceFee (issue [16/21] item 5, offline)', () => {
  it('prices the local order again without the fee, and with it back', () => {
    const o = order(makeSettings(), 'TAKEAWAY', 10);
    const without = withServiceFee(o, 0);
    expect(without).toMatchObject({ service_fee: 0, total: o.combos_price });
    expect(withServiceFee(without, o.service_fee).total).toBe(o.total);
  });
});
