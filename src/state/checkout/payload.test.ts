// §3 order create payload and the §4.5 update hash rule.
import { describe, expect, it } from 'vitest';
import { line } from '../../domain/catalogue.fixtures';
import { makeCompany } from '../../domain/order-taking.fixtures';
import type { OrderUpdatePayload } from '../../domain/types';
import { buildCreatePayload, comboFromLine, shouldPatch, updateHash } from './payload';
import type { CreatePayloadContext } from './payload';

const company = makeCompany({ id: 'co-1', timezone: 'America/Mexico_City' });

function ctx(over: Partial<CreatePayloadContext> = {}): CreatePayloadContext {
  return {
    company,
    serviceType: 'TAKEAWAY',
    collectClientInfo: false,
    qr: null,
    utmSource: null,
    utmCampaign: null,
    clientId: 'client-1',
    addressId: 'addr-1',
    deliveryPrice: 499,
    ...over,
  };
}

describe('§3 create payload', () => {
  it('maps cart lines to combos with product, variant, quantity, comment and modifiers', () => {
    const l = line({
      quantity: 3,
      comment: '  no onions ',
      variantId: 'v2',
      modifiers: [
        { modifierId: 'm1', quantity: 2 },
        { modifierId: 'm2', quantity: 1 },
      ],
    });
    expect(comboFromLine(l)).toEqual({
      product_id: 'p1',
      variant_id: 'v2',
      quantity: 3,
      comment: 'no onions',
      modifiers: [
        { modifier_id: 'm1', quantity: 2 },
        { modifier_id: 'm2', quantity: 1 },
      ],
    });
    expect(comboFromLine(line({ comment: '   ' })).comment).toBeNull();
  });

  it('carries the company, the upper-case service type and the initial status', () => {
    const payload = buildCreatePayload([line()], ctx());
    expect(payload).toMatchObject({
      company_id: 'co-1',
      country_code: 'US',
      timezone: 'America/Mexico_City',
      service_type: 'TAKEAWAY',
      status: 'INITIATED',
      currency: 'USD',
    });
    expect(payload.combos).toHaveLength(1);
  });

  it.each([
    ['TAKEAWAY without collect_client_info', 'TAKEAWAY', false, undefined],
    ['TAKEAWAY with collect_client_info', 'TAKEAWAY', true, 'client-1'],
    ['DELIVERY always', 'DELIVERY', false, 'client-1'],
  ] as const)('client_id: %s', (_, serviceType, collectClientInfo, expected) => {
    expect(buildCreatePayload([line()], ctx({ serviceType, collectClientInfo })).client_id).toBe(
      expected,
    );
  });

  it('sends address_id and delivery_price only for DELIVERY, price defaulting to 0', () => {
    const takeaway = buildCreatePayload([line()], ctx());
    expect(takeaway).not.toHaveProperty('address_id');
    expect(takeaway).not.toHaveProperty('delivery_price');
    const delivery = buildCreatePayload([line()], ctx({ serviceType: 'DELIVERY' }));
    expect(delivery).toMatchObject({ address_id: 'addr-1', delivery_price: 499 });
    const unpriced = buildCreatePayload(
      [line()],
      ctx({ serviceType: 'DELIVERY', deliveryPrice: null }),
    );
    expect(unpriced.delivery_price).toBe(0);
  });

  it('uses the QR display name as order_title and its id as table_id', () => {
    const qr = { id: 'qr-7', name: 'Table 7', zone: { name: 'Terrace' } };
    const payload = buildCreatePayload([line()], ctx({ serviceType: 'TABLE', qr }));
    expect(payload.order_title).toBe('Table 7 - Terrace');
    expect(payload.table_id).toBe('qr-7');
  });

  it('sends UTM values only when present', () => {
    expect(buildCreatePayload([line()], ctx())).not.toHaveProperty('utm_source');
    const payload = buildCreatePayload(
      [line()],
      ctx({ utmSource: 'instagram', utmCampaign: 'spring' }),
    );
    expect(payload).toMatchObject({ utm_source: 'instagram', utm_campaign: 'spring' });
  });

  it('sends a campaign cut to 200 characters, so it never blocks the order (issue [16/21])', () => {
    const payload = buildCreatePayload(
      [line()],
      ctx({ utmSource: '  ', utmCampaign: 'c'.repeat(201) }),
    );
    expect(payload.utm_campaign).toBe('c'.repeat(200));
    expect(payload).not.toHaveProperty('utm_source');
  });
});

describe('§4.5 update hash rule', () => {
  const update: OrderUpdatePayload = {
    timezone: 'UTC',
    currency: 'USD',
    status: 'payment_requested',
    comment: 'Pager 4 - no ice',
    meta_data: {
      assigned_payment: {
        payment_method_id: 'pm-1',
        payment_method_code: 'cash',
        payment_method_description: null,
        payment_method_payment_code: null,
        fee_amount: 0,
        bill_amount: 2000,
        received_amount: 2000,
      },
    },
  };

  it('hashes the same data the same way, whatever the key order', () => {
    const reordered = JSON.parse(
      JSON.stringify({ meta_data: update.meta_data, comment: update.comment, ...update }),
    ) as OrderUpdatePayload;
    expect(updateHash(reordered, 'o1')).toBe(updateHash(update, 'o1'));
    expect(shouldPatch(updateHash(update, 'o1'), updateHash(reordered, 'o1'))).toBe(false);
  });

  it('patches when anything changes, or for another order, or with no previous hash', () => {
    const changed = { ...update, comment: 'Pager 5 - no ice' };
    expect(shouldPatch(updateHash(update, 'o1'), updateHash(changed, 'o1'))).toBe(true);
    expect(updateHash(update, 'o2')).not.toBe(updateHash(update, 'o1'));
    expect(shouldPatch(null, updateHash(update, 'o1'))).toBe(true);
  });

  it('treats an undefined field like an absent one', () => {
    expect(updateHash({ ...update, scheduled_delivery_date: undefined }, 'o1')).toBe(
      updateHash(update, 'o1'),
    );
  });
});
