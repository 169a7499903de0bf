// Shared pieces of the kitchen and live-socket tests: orders inserted through the repositories
// (independent of opening hours and stock), a logged-in kitchen, and requests on a tenant host.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { listCategories } from '../../../server/db/repositories/catalog';
import { findCompanyByToken } from '../../../server/db/repositories/companies';
import { insertOrderItems } from '../../../server/db/repositories/order-items';
import { insertOrder } from '../../../server/db/repositories/orders';
import type { Database } from '../../../server/db/schema';
import { DEMO_STAFF_PASSWORD } from '../../../server/seed/index';
import type { OrderStatus, ServiceType } from '../../../src/domain/types';
import type { Harness } from '../api/harness';
import { staffLogin, staffRequest } from '../helpers/staff';
import type { StaffCall, StaffMethod } from '../helpers/staff';

export async function companyIdOf(db: Kysely<Database>, token: string): Promise<string> {
  const ref = await findCompanyByToken(db, token);
  if (!ref) throw new Error(`no seeded company ${token}`);
  return ref.id;
}

export interface FixtureOrder {
  status?: OrderStatus;
  service_type?: ServiceType;
  /** Age of created_at (and updated_at) in minutes. */
  ageMinutes?: number;
  comment?: string | null;
}

/** An order of the company with one line of its first product carrying a modifier. */
export async function insertTestOrder(
  db: Kysely<Database>,
  companyId: string,
  fixture: FixtureOrder = {},
): Promise<string> {
  const products = (await listCategories(db, companyId)).flatMap((c) => c.products);
  const product = products.find((p) => p.modifier_groups.some((g) => g.modifiers.length > 0));
  const chosen = product ?? products[0];
  const variant = chosen?.product_variants[0];
  if (!chosen || !variant) throw new Error('the company has no product to order');
  const modifier = chosen.modifier_groups[0]?.modifiers[0];
  const at = new Date(Date.now() - (fixture.ageMinutes ?? 0) * 60_000).toISOString();
  const id = randomUUID();
  const price = variant.price ?? 0;
  await insertOrder(db, {
    id,
    company_id: companyId,
    status: fixture.status ?? 'PENDING',
    payment_status: 'payment_requested',
    source: 'INBOUND',
    service_type: fixture.service_type ?? 'TAKEAWAY',
    currency: 'USD',
    country_code: 'US',
    timezone: 'America/New_York',
    total: price * 2 + (modifier?.price ?? 0) * 2,
    combos_price: price * 2,
    delivery_price: 0,
    service_fee: 0,
    discounts: '[]',
    client_id: null,
    client_name: 'Ada',
    client_phone: '+15555550100',
    address_id: null,
    order_title: 'Table 4',
    table_id: null,
    comment: fixture.comment ?? 'no onions',
    utm_source: null,
    utm_campaign: null,
    scheduled_delivery_date: null,
    meta_data: '{}',
    idempotency_key: null,
    created_at: at,
    updated_at: at,
    // A draft (INITIATED) was never placed; everything else was, when it was made.
    placed_at: (fixture.status ?? 'PENDING') === 'INITIATED' ? null : at,
    loyalty_points_earned: 0,
    placement: null,
  });
  await insertOrderItems(db, companyId, id, [
    {
      product_id: chosen.id,
      variant_id: variant.id,
      product_name: chosen.name,
      variant_name: variant.name,
      quantity: 2,
      variant_price: price,
      modifiers_price: modifier?.price ?? 0,
      comment: 'well done',
      modifiers: modifier
        ? [{ modifier_id: modifier.id, name: modifier.name, quantity: 1, price: modifier.price }]
        : [],
    },
  ]);
  return id;
}

export const kitchen = (
  h: Harness,
  method: StaffMethod,
  path: string,
  call: StaffCall = {},
): Promise<Response> => staffRequest(h, 'kitchen', method, path, call);

/**
 * Logs in and returns the session's Cookie header value. app.request() has no socket, so every
 * login of a harness counts as one address: tests that log in often set the login limits high.
 */
export const login = (
  h: Harness,
  token = 'demo',
  password = DEMO_STAFF_PASSWORD,
): Promise<string> =>
  staffLogin(h, { area: 'kitchen', cookie: 'comanda_kitchen', who: 'login' }, token, password);
