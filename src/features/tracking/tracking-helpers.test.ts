// §4.3 / §5.8 helpers of the tracking page.
import { describe, expect, it } from 'vitest';
import type { Order } from '../../domain/types';
import { formatOrderTime } from './order-time';
import {
  canRate,
  lineTotal,
  mergePushedOrder,
  orderIsLive,
  orderPaysOnline,
} from './tracked-order';

const paid = (code: string | undefined) =>
  ({ meta_data: code ? { assigned_payment: { payment_method_code: code } } : {} }) as Order;

describe('orderPaysOnline', () => {
  it('is true for any method but cash, false without one', () => {
    expect(orderPaysOnline(paid('card'))).toBe(true);
    expect(orderPaysOnline(paid('cash'))).toBe(false);
    expect(orderPaysOnline(paid(undefined))).toBe(false);
  });
});

describe('order state helpers', () => {
  it('follows live orders until final and rates delivered or finalized ones', () => {
    expect(orderIsLive({ status: 'READY' })).toBe(true);
    expect(orderIsLive({ status: 'FINALIZED' })).toBe(false);
    expect(orderIsLive({ status: 'CANCELLED' })).toBe(false);
    expect(canRate({ status: 'DELIVERED' })).toBe(true);
    expect(canRate({ status: 'FINALIZED' })).toBe(true);
    expect(canRate({ status: 'READY' })).toBe(false);
  });

  it('keeps the live token when a pushed order lacks it, and ignores other orders', () => {
    const current = { id: 'a', status: 'PENDING', live_token: 't' } as Order;
    expect(mergePushedOrder(current, { id: 'a', status: 'READY' } as Order)).toMatchObject({
      status: 'READY',
      live_token: 't',
    });
    expect(mergePushedOrder(current, { id: 'b', status: 'READY' } as Order)).toBe(current);
  });

  it('prices a line as quantity × (variant + modifiers)', () => {
    expect(lineTotal({ quantity: 3, variant_price: 250, modifiers_price: 50 })).toBe(900);
  });
});

describe('formatOrderTime', () => {
  it('shows the instant in the company time zone and clock style', () => {
    const iso = '2026-03-10T18:05:00Z';
    expect(
      formatOrderTime(iso, { timeZone: 'America/New_York', locale: 'en', timeFormat: '12h' }),
    ).toBe('Mar 10, 2:05 PM');
    expect(
      formatOrderTime(iso, { timeZone: 'America/Sao_Paulo', locale: 'pt', timeFormat: '24h' }),
    ).toContain('15:05');
    expect(
      formatOrderTime('nope', { timeZone: 'UTC', locale: 'en', timeFormat: '24h' }),
    ).toBeNull();
    expect(formatOrderTime(null, { timeZone: 'UTC', locale: 'en', timeFormat: '24h' })).toBeNull();
  });
});
