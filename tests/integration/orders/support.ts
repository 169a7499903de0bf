// Shared pieces of the order API tests: a seeded harness, company and menu lookups straight
// from the database, and JSON requests against the real app.
import type { Kysely } from 'kysely';
import { listCategories } from '../../../server/db/repositories/catalog';
import { findCompanyByToken } from '../../../server/db/repositories/companies';
import type { Database } from '../../../server/db/schema';
import { listPaymentMethods } from '../../../server/db/repositories/payment-methods';
import type {
  Category,
  Order,
  OrderComboInput,
  PaymentMethod,
  Product,
} from '../../../src/domain/types';
import type { Harness } from '../api/harness';

export async function companyIdOf(db: Kysely<Database>, token: string): Promise<string> {
  const ref = await findCompanyByToken(db, token);
  if (!ref) throw new Error(`no seeded company ${token}`);
  return ref.id;
}

export function productNamed(categories: readonly Category[], name: string): Product {
  const product = categories.flatMap((c) => c.products).find((p) => p.name === name);
  if (!product) throw new Error(`no product ${name}`);
  return product;
}

export async function menuProduct(
  db: Kysely<Database>,
  companyId: string,
  name: string,
): Promise<Product> {
  return productNamed(await listCategories(db, companyId), name);
}

export type ComboInput = OrderComboInput & { comment: string | null };

/** One combo of the product's first variant, without modifiers. */
export function combo(product: Product, quantity = 1): ComboInput {
  const variant = product.product_variants[0];
  if (!variant) throw new Error(`${product.name} has no variant`);
  return { product_id: product.id, variant_id: variant.id, quantity, comment: null, modifiers: [] };
}

export function send(
  h: Harness,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    init.headers = { 'content-type': 'application/json', ...headers };
  }
  return Promise.resolve(h.app.request(h.demoUrl(`${h.env.API_BASE}${path}`), init));
}

export function orderPayload(
  companyId: string,
  serviceType: 'TABLE' | 'ONSITE' | 'TAKEAWAY' | 'DELIVERY',
  combos: ComboInput[],
  extra: Record<string, unknown> = {},
) {
  return {
    company_id: companyId,
    country_code: 'US',
    timezone: 'America/New_York',
    service_type: serviceType,
    status: 'INITIATED',
    currency: 'USD',
    combos,
    ...extra,
  };
}

export async function countOrders(db: Kysely<Database>, companyId: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The first product ordered without modifiers: no group demands a choice. */
export async function plainProduct(db: Kysely<Database>, companyId: string): Promise<Product> {
  const product = (await listCategories(db, companyId))
    .flatMap((c) => c.products)
    .find(
      (p) =>
        p.product_variants.length === 1 &&
        p.modifier_groups.every((g) => !g.required && g.min === 0),
    );
  if (!product) throw new Error('no plain product');
  return product;
}

export interface TestClient {
  id: string;
  name: string;
  available_points: number;
  addresses: { id: string }[];
  client_secret?: string;
  /** The device's X-Client-Secret header (empty when the answer gave no secret). */
  secret: Record<string, string>;
}

/** §7.5 get-or-create from a device holding `secret` (none: a device new to this phone). */
export async function newClient(
  h: Harness,
  companyId: string,
  callingCode: string,
  phone: string,
  options: { name?: string; secret?: string } = {},
): Promise<TestClient> {
  const headers: Record<string, string> = options.secret
    ? { 'X-Client-Secret': options.secret }
    : {};
  const response = await send(
    h,
    'POST',
    `/ms-clients/public/companies/${companyId}/clients`,
    {
      company_id: companyId,
      name: options.name ?? 'Test Client',
      country_calling_code: callingCode,
      phone_number: phone,
    },
    headers,
  );
  if (response.status !== 200) throw new Error(`client create failed: ${response.status}`);
  const client = (await response.json()) as Omit<TestClient, 'secret'>;
  const secret = client.client_secret ?? options.secret;
  return { ...client, secret: secret ? { 'X-Client-Secret': secret } : {} };
}

/** Creates a draft (§4.4) and answers the order; throws unless 201. */
export async function createDraft(
  h: Harness,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Order> {
  const response = await send(h, 'POST', '/ms-orders/public/orders', body, headers);
  if (response.status !== 201)
    throw new Error(`draft create failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Order;
}

/** The §4.5 placement body: pays with `method` and requests payment. */
export function placementBody(
  method: Pick<PaymentMethod, 'id' | 'code'>,
  order: Pick<Order, 'total' | 'currency'>,
  timezone = 'UTC',
) {
  return {
    timezone,
    currency: order.currency,
    status: 'payment_requested' as const,
    meta_data: {
      assigned_payment: {
        payment_method_id: method.id,
        payment_method_code: method.code,
        payment_method_description: null,
        payment_method_payment_code: null,
        fee_amount: 0,
        bill_amount: order.total,
      },
    },
  };
}

/** The service's first payment method (cash in every demo company). */
export async function cashOf(
  h: Pick<Harness, 'db'>,
  companyId: string,
  serviceType: Order['service_type'],
): Promise<PaymentMethod> {
  const key = serviceType.toLowerCase() as 'table' | 'onsite' | 'takeaway' | 'delivery';
  const cash = (await listPaymentMethods(h.db, companyId, key))[key]?.[0];
  if (!cash) throw new Error(`no payment method for ${key}`);
  return cash;
}

/** The §4.5 placement: pays cash (the service's first method) and requests payment. */
export async function placeDraft(
  h: Harness,
  order: Pick<Order, 'id' | 'company_id' | 'service_type' | 'total' | 'currency'>,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Response> {
  const cash = await cashOf(h, order.company_id, order.service_type);
  const path = `/ms-orders/public/companies/${order.company_id}/orders/${order.id}`;
  return send(h, 'PATCH', path, { ...placementBody(cash, order), ...extra }, headers);
}
