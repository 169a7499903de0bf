// What an order on the demo storefront needs, read through the public API as the storefront
// reads it: the company id, a product that neither runs out nor needs a choice, and the cash
// method for table orders.
import type { Category, PaymentMethod, PaymentMethods } from '../../../src/domain/types';
import type { Target } from './requests';

export interface DemoOrdering {
  companyId: string;
  productId: string;
  variantId: string;
  cash: PaymentMethod;
}

async function getJson<T>(target: Target, path: string): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${target.port}/api${path}`, {
    headers: { host: target.host },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export async function demoOrdering(target: Target): Promise<DemoOrdering> {
  const { company_id: companyId } = await getJson<{ company_id: string }>(
    target,
    `/ms-companies/public/hosts/${encodeURIComponent(target.host)}`,
  );
  const categories = await getJson<Category[]>(
    target,
    `/ms-products/public/companies/${companyId}/categories`,
  );
  // Stock would turn later orders into refusals and make "placed" depend on timing.
  const product = categories
    .flatMap((c) => c.products)
    .find(
      (p) =>
        !p.stock_enabled &&
        p.product_variants.length === 1 &&
        p.modifier_groups.every((g) => !g.required && g.min === 0),
    );
  const variant = product?.product_variants[0];
  if (!product || !variant) throw new Error('the demo menu has no plain product without stock');
  const methods = await getJson<PaymentMethods>(
    target,
    `/ms-payments/public/companies/${companyId}/payment-methods?service_type=table`,
  );
  const cash = methods.table?.find((m) => m.code === 'cash');
  if (!cash) throw new Error('the demo has no cash method for table orders');
  return { companyId, productId: product.id, variantId: variant.id, cash };
}
