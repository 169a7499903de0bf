// §1 WhatsApp checkout: the message text. Money goes through formatMoney (§5.8).
import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';
import { orderMessage, trackingUrl } from './whatsapp-message';
import type { OrderMessageLabels, OrderMessageOptions } from './whatsapp-message';
import type { Currency, Order, OrderComboRead } from './types';

const USD: Currency = {
  code: 'USD',
  symbol: '$',
  tax: 'taxes',
  position: 'left',
  show_decimals: true,
};
const COP: Currency = {
  code: 'COP',
  symbol: '$',
  tax: 'iva',
  position: 'left',
  show_decimals: false,
};

const labels: OrderMessageLabels = {
  order: 'Order',
  table: 'Table',
  client: 'Name',
  address: 'Address',
  scheduled: 'Delivery time',
  itemsTotal: 'Items',
  discount: 'Discount',
  delivery: 'Delivery',
  serviceFee: 'Service fee',
  tip: 'Tip',
  paymentFee: 'Payment fee',
  total: 'Total',
  payment: 'Payment',
  comment: 'Comment',
  tracking: 'Follow your order',
};

function combo(over: Partial<OrderComboRead>): OrderComboRead {
  return {
    id: 'c1',
    product_id: 'p1',
    variant_id: 'v1',
    product_name: 'Burger',
    variant_name: null,
    quantity: 1,
    variant_price: 1000,
    modifiers_price: 0,
    comment: null,
    modifiers: [],
    ...over,
  };
}

type MessageOrder = Parameters<typeof orderMessage>[0];

function order(over: Partial<Order>): MessageOrder {
  return {
    public_id: 'A1B2',
    combos: [combo({})],
    combos_price: 1000,
    delivery_price: 0,
    service_fee: 0,
    total: 1000,
    service_type: 'TAKEAWAY',
    order_title: null,
    client: null,
    address: null,
    comment: null,
    ...over,
  };
}

const base: OrderMessageOptions = {
  trackingUrl: 'https://shop.example/tracking?order_id=o-1',
  serviceLabel: 'Takeaway',
  labels,
};

describe('orderMessage', () => {
  const cheese = { modifier_id: 'm1', name: 'Cheese', quantity: 2, price: 150 };
  it.each<[string, MessageOrder, Partial<OrderMessageOptions>, Currency, string[], string[]]>([
    [
      'items with quantities, variant and line totals',
      order({
        combos: [
          combo({ quantity: 2, variant_name: 'Large', variant_price: 1250 }),
          combo({ id: 'c2', product_name: 'Soda', variant_price: 300 }),
        ],
        combos_price: 2800,
        total: 2800,
      }),
      {},
      USD,
      ['2x Burger (Large) $ 25.00', '1x Soda $ 3.00', 'Items: $ 28.00', '*Total: $ 28.00*'],
      ['Delivery:', 'Discount', 'Table:'],
    ],
    [
      'modifiers, their quantities and the item comment',
      order({
        combos: [
          combo({ quantity: 3, modifiers_price: 300, modifiers: [cheese], comment: 'no onion' }),
        ],
        combos_price: 3900,
        total: 3900,
      }),
      {},
      USD,
      ['3x Burger $ 39.00', '   + 2x Cheese', '   _no onion_'],
      [],
    ],
    [
      'delivery with address, client, fees, tip, discount and payment',
      order({
        service_type: 'DELIVERY',
        delivery_price: 299,
        service_fee: 100,
        total: 1299,
        client: { name: 'Ana', phone_number: '+12125550100' },
        address: {
          id: 'a1',
          address: 'Main St #5',
          complement: 'Apt 2',
          reference: null,
          area_id: null,
          area_name: 'Centro',
          latitude: null,
          longitude: null,
        },
        comment: 'Ring twice',
      }),
      {
        serviceLabel: 'Delivery',
        tip: 200,
        paymentFee: 30,
        discount: 100,
        total: 1529,
        paymentMethodLabel: 'Cash',
        scheduledLabel: 'Tomorrow 12:15 PM',
      },
      USD,
      [
        'Order #A1B2 · Delivery',
        'Name: Ana',
        'Address: Main St #5 - Apt 2 (Centro)',
        'Delivery time: Tomorrow 12:15 PM',
        'Delivery: $ 2.99',
        'Discount: -$ 1.00',
        'Service fee: $ 1.00',
        'Tip: $ 2.00',
        'Payment fee: $ 0.30',
        '*Total: $ 15.29*',
        'Payment: Cash',
        'Comment: Ring twice',
      ],
      ['Table:'],
    ],
    [
      'table order names its table; currency without decimals',
      order({
        service_type: 'TABLE',
        order_title: 'Table 4 - Terrace',
        combos_price: 1500000,
        total: 1500000,
        combos: [combo({ variant_price: 1500000 })],
      }),
      { serviceLabel: 'Table' },
      COP,
      ['Table: Table 4 - Terrace', '1x Burger $ 15.000', '*Total: $ 15.000*'],
      ['Delivery:'],
    ],
  ])('%s', (_name, input, options, currency, contains, absent) => {
    const text = orderMessage(input, { name: 'Demo Bistro', currency }, { ...base, ...options });
    expect(text.startsWith('*Demo Bistro*\n')).toBe(true);
    for (const part of contains) expect(text).toContain(part);
    for (const part of absent) expect(text).not.toContain(part);
    expect(text.endsWith('Follow your order: https://shop.example/tracking?order_id=o-1')).toBe(
      true,
    );
  });

  it('formats every amount with formatMoney', () => {
    const text = orderMessage(
      order({ combos_price: 123456, total: 123456, combos: [combo({ variant_price: 123456 })] }),
      { name: 'X', currency: USD },
      base,
    );
    expect(text).toContain(formatMoney(123456, USD));
    expect(text).toContain('$ 1,234.56');
  });

  it('isolates left-to-right runs only in right-to-left text', () => {
    const input = order({});
    const ltr = orderMessage(input, { name: 'X', currency: USD }, base);
    expect(ltr).not.toMatch(/[\u2066\u2069]/);
    const rtl = orderMessage(input, { name: 'X', currency: USD }, { ...base, rtl: true });
    expect(rtl).toContain('\u2066$ 10.00\u2069');
    expect(rtl).toContain('\u2066https://shop.example/tracking?order_id=o-1\u2069');
    expect(rtl).toContain('\u2066#A1B2\u2069');
  });
});

describe('trackingUrl', () => {
  it.each([
    ['http://demo.localhost:3000', 'o-1', 'http://demo.localhost:3000/tracking?order_id=o-1'],
    ['https://shop.example/', 'a b', 'https://shop.example/tracking?order_id=a%20b'],
  ])('%s + %s', (origin, id, expected) => {
    expect(trackingUrl(origin, id)).toBe(expected);
  });
});
