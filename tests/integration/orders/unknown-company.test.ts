// Every company-scoped endpoint of this slice answers a JSON 404 for an unknown company, so a
// typo in an id is visible rather than an empty answer or a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/databases';
import { json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import { send } from './support';

const NOBODY = 'no-such-company';
const ORDER = '00000000-0000-4000-8000-000000000000';

describe.each(testDialects)('unknown company (%s)', (dialect) => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h.cleanup());

  const cases: [method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown][] = [
    ['GET', `/ms-orders/public/companies/${NOBODY}/orders/${ORDER}`],
    [
      'PATCH',
      `/ms-orders/public/companies/${NOBODY}/orders/${ORDER}`,
      { timezone: 'UTC', currency: 'USD' },
    ],
    ['GET', `/ms-orders/public/companies/${NOBODY}/order-settings`],
    [
      'POST',
      `/ms-orders/public/companies/${NOBODY}/apply-discount`,
      { order_id: ORDER, coupon_code: 'X' },
    ],
    ['GET', `/ms-payments/public/companies/${NOBODY}/payment-methods?service_type=table`],
    ['GET', `/ms-companies/public/companies/${NOBODY}/delivery-area-cost?latitude=1&longitude=1`],
    ['GET', `/ms-clients/public/companies/${NOBODY}/clients/${ORDER}`],
    ['GET', `/ms-clients/public/companies/${NOBODY}/order-ratings/${ORDER}`],
    [
      'POST',
      `/ms-clients/public/companies/${NOBODY}/order-ratings`,
      { order_id: ORDER, rating: 5 },
    ],
  ];

  it.each(cases)('%s %s → 404', async (method, path, body) => {
    const response = await send(h, method, path, body);
    expect(response.status).toBe(404);
    expect((await json<ErrorBody>(response)).message).toMatch(/not found/);
  });

  it('answers 404 for an unknown order of a real company', async () => {
    const response = await send(
      h,
      'GET',
      `/ms-orders/public/companies/${h.demo.id}/orders/${ORDER}`,
    );
    expect(response.status).toBe(404);
    const patch = await send(
      h,
      'PATCH',
      `/ms-orders/public/companies/${h.demo.id}/orders/${ORDER}`,
      {
        timezone: 'UTC',
        currency: 'USD',
      },
    );
    expect(patch.status).toBe(404);
  });
});
