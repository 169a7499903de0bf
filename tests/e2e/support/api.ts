// Reads what the server holds, so e2e expectations come from the database, not from copies.
import { effectiveStock } from '../../../src/domain/stock';
import type { Category, Company, EcommerceSettings, Product } from '../../../src/domain/types';
import { serverPort } from './server-port';

export async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${serverPort()}/api${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export async function companyByToken(
  token: string,
): Promise<{ company: Company; settings: EcommerceSettings }> {
  const { company_id } = await apiGet<{ company_id: string }>(
    `/ms-companies/public/hosts/${token}.localhost`,
  );
  const company = await apiGet<Company>(`/ms-companies/public/companies/${company_id}`);
  const settings = await apiGet<EcommerceSettings>(
    `/ms-companies/public/companies/${company_id}/ecommerce-settings`,
  );
  return { company, settings };
}

/**
 * A visible one-variant product with no required modifiers, more than `minStock` units left and
 * a price of at least `minPrice` (minor units): one a test can order without choosing anything.
 */
export async function simpleProduct(
  companyId: string,
  { minStock = 3, minPrice = 0 }: { minStock?: number; minPrice?: number } = {},
): Promise<Product> {
  const categories = await apiGet<Category[]>(
    `/ms-products/public/companies/${companyId}/categories`,
  );
  const product = categories
    .flatMap((c) => c.products)
    .find(
      (p) =>
        p.visible &&
        p.product_variants.length === 1 &&
        (p.product_variants[0]?.price ?? 0) >= minPrice &&
        p.modifier_groups.every((g) => !g.required) &&
        effectiveStock(p.product_variants[0]!, p) > minStock,
    );
  if (!product) throw new Error(`company ${companyId} has no simple product`);
  return product;
}

/** '#0F766E' → 'rgb(15, 118, 110)', the way getComputedStyle reports colours. */
export function hexToRgb(hex: string): string {
  const value = hex.replace('#', '').slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
