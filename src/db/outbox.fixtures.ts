// Outbox entries for the unit tests: a one-line TAKEAWAY order paid cash.
import type { Order } from '../domain/types';
import type { OutboxEntry } from './outbox-types';

export function previewOrder(companyId: string): Order {
  return {
    id: 'local',
    public_id: '',
    company_id: companyId,
    status: 'INITIATED',
    payment_status: null,
    source: 'INBOUND',
    service_type: 'TAKEAWAY',
    currency: 'USD',
    total: 1200,
    combos_price: 1200,
    delivery_price: 0,
    service_fee: 0,
    combos: [],
    discounts: [],
    client: null,
    client_id: null,
    address: null,
    order_title: null,
    table_id: null,
    comment: null,
    scheduled_delivery_date: null,
    meta_data: {},
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-01T10:00:00.000Z',
    placed_at: null,
    loyalty_points_earned: 0,
  };
}

export function entry(id: string, companyId = 'c1', extra: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id,
    companyId,
    createdAt: `2026-01-01T10:00:0${id.length % 10}.000Z`,
    status: 'queued',
    attempts: 0,
    nextAttemptAt: 0,
    create: {
      company_id: companyId,
      country_code: 'US',
      timezone: 'America/New_York',
      service_type: 'TAKEAWAY',
      status: 'INITIATED',
      currency: 'USD',
      combos: [{ product_id: 'p', variant_id: 'v', quantity: 1, modifiers: [] }],
    },
    createKey: `create-${id}`,
    update: { timezone: 'America/New_York', currency: 'USD', status: 'payment_requested' },
    updateKey: `update-${id}`,
    preview: previewOrder(companyId),
    ...extra,
  };
}
