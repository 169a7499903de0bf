// §2.5 line display, §2.5/§5.2 checkout start, and the summary bar's swipe, through the domain.
import { describe, expect, it } from 'vitest';
import { buildCartLine } from '../../domain/cart-line';
import { product, variant } from '../../domain/catalogue.fixtures';
import type { OrderingContext } from '../../domain/order-taking';
import { makeCompany, makeService, makeSettings } from '../../domain/order-taking.fixtures';
import { checkoutView, isSwipeDown, lineView } from './cart-view';

const discounted = product({
  stock_enabled: true,
  product_variants: [variant({ price: 800, original_price: 1000, stock: 2 })],
  modifier_groups: [
    {
      id: 'g',
      name: 'Extras',
      min: 0,
      max: 3,
      required: false,
      modifiers: [{ id: 'm', name: 'Egg', price: 100 }],
    },
  ],
});
const lineOf = (quantity: number) =>
  buildCartLine({
    product: discounted,
    variant: discounted.product_variants[0]!,
    modifiers: [{ modifierId: 'm', quantity: 1 }],
    quantity,
  });

describe('lineView', () => {
  it('shows the line at its price, the original struck through, and the discount chip', () => {
    const view = lineView(lineOf(2), { v1: 2 });
    expect(view).toEqual({
      unitPrice: 900,
      lineTotal: 1800,
      originalTotal: 2 * (1000 + 100),
      discount: 20,
      increaseBlock: 'stock',
      deletes: false,
    });
  });

  it('at quantity 1 the minus deletes, and plus is free while stock remains', () => {
    const view = lineView(lineOf(1), { v1: 1 });
    expect(view.deletes).toBe(true);
    expect(view.increaseBlock).toBeNull();
  });

  it('no discount means no struck price', () => {
    const plain = product();
    const line = buildCartLine({
      product: plain,
      variant: plain.product_variants[0]!,
      modifiers: [],
      quantity: 100,
    });
    expect(lineView(line, { v1: 100 })).toMatchObject({
      originalTotal: null,
      discount: 0,
      increaseBlock: 'max',
    });
  });
});

const ctx = (over: Partial<OrderingContext> = {}): OrderingContext => ({
  company: makeCompany(),
  settings: makeSettings(),
  now: new Date('2026-03-02T15:00:00Z'),
  appIsReadonly: false,
  qrServiceType: null,
  ...over,
});

describe('checkoutView', () => {
  it('is nothing until the company is loaded, and read-only menus get no buttons', () => {
    expect(checkoutView(null)).toEqual({ kind: 'none' });
    expect(checkoutView(ctx({ appIsReadonly: true }))).toEqual({ kind: 'readonly' });
    expect(checkoutView(ctx({ settings: makeSettings({ checkout_type: 'READONLY' }) }))).toEqual({
      kind: 'readonly',
    });
  });

  it('a QR service type gives one Order now, enabled only when its setting is active', () => {
    expect(checkoutView(ctx({ qrServiceType: 'TABLE' }))).toEqual({
      kind: 'qr',
      serviceType: 'TABLE',
      enabled: true,
    });
    const off = makeSettings({ table: makeService({ active: false }) });
    expect(checkoutView(ctx({ qrServiceType: 'TABLE', settings: off }))).toMatchObject({
      enabled: false,
    });
  });

  it('otherwise lists the order types, a paused one marked unavailable', () => {
    const paused = makeSettings({
      takeaway: makeService({ disabled_until: '2026-03-02T18:00:00Z' }),
    });
    const view = checkoutView(ctx({ settings: paused }));
    if (view.kind !== 'types') throw new Error(`expected types, got ${view.kind}`);
    expect(view.receives).toBe(true);
    expect(view.types.map((t) => [t.name, t.available])).toEqual([
      ['onsite', true],
      ['takeaway', false],
      ['delivery', true],
    ]);
  });
});

describe('isSwipeDown', () => {
  it.each([
    [0, 80, true],
    [20, 70, true],
    [0, 40, false],
    [60, 80, false],
    [0, -90, false],
  ])('dx %s, dy %s → %s', (dx, dy, expected) => {
    expect(isSwipeDown(dx, dy)).toBe(expected);
  });
});
