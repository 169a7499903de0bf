// Well-formed requests at the edges of what the schemas allow, on every seeded company: the
// largest order (100 of each product, up to the most lines an order may hold) for every service
// type. Each number is valid alone; together, at COP prices, they passed a PostgreSQL integer
// and gave a 500 until orders got a total bound.
import { request } from 'node:http';
import type { Category, Company } from '../../../src/domain/types';
import { LIMITS } from '../../../src/domain/constants';
import { demoCompanies } from '../../../server/seed/index';
import type { Planned } from './generate';

function getJson<T>(port: number, path: string): Promise<T> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: `/api${path}` }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.once('end', () =>
        (res.statusCode ?? 0) === 200
          ? resolve(JSON.parse(text) as T)
          : reject(new Error(`${path}: ${res.statusCode}`)),
      );
    })
      .once('error', reject)
      .end();
  });
}

const SERVICES = ['TABLE', 'ONSITE', 'TAKEAWAY', 'DELIVERY'] as const;

export async function extremeOrders(port: number): Promise<Planned[]> {
  const planned: Planned[] = [];
  for (const {
    company: { token },
  } of demoCompanies(new Date())) {
    // A disabled menu (closedmenu) has no storefront to order from.
    const host = await getJson<{ company_id: string }>(
      port,
      `/ms-companies/public/hosts/${token}.localhost`,
    ).catch(() => null);
    if (!host) continue;
    const id = host.company_id;
    const company = await getJson<Company>(
      port,
      `/ms-companies/public/companies/${id}?from=preview`,
    );
    const categories = await getJson<Category[]>(
      port,
      `/ms-products/public/companies/${id}/categories`,
    );
    const combos = categories
      .flatMap((c) => c.products)
      // Products that need a choice or run out would stop the order before it is priced.
      .filter((p) => !p.stock_enabled && p.modifier_groups.every((g) => !g.required && g.min === 0))
      .flatMap((p) => {
        const variant = p.product_variants[0];
        return variant
          ? [
              {
                product_id: p.id,
                variant_id: variant.id,
                quantity: LIMITS.maxQuantityPerItem,
                comment: null,
                modifiers: [],
              },
            ]
          : [];
      })
      .slice(0, LIMITS.orderLinesMax);
    for (const service_type of SERVICES) {
      const body = {
        company_id: id,
        country_code: company.country.country_code,
        timezone: company.timezone,
        service_type,
        currency: company.currency.code,
        combos,
      };
      planned.push({
        label: `largest-order ${token}`,
        method: 'POST',
        path: '/api/ms-orders/public/orders',
        headers: { host: `${token}.localhost:${port}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    }
  }
  return planned;
}
