// The back office's products and modifier groups (issue [11/13]), under /api/admin with the owner
// cookie. Money is integer minor units of the company's currency. Every write of an existing row
// sends its version; a stale one is 409 edit_conflict with the row as it is now (`current`).
import { request } from './client';
import { uploadImageFile } from './upload';
import { segment } from './url';
import type { MoveDirection } from './admin';

const BASE = '/admin';

export interface AdminVariant {
  id: string;
  name: string | null;
  price: number;
  original_price: number | null;
  stock: number;
  stock_consumed: number;
  position: number;
}

export interface AdminProduct {
  id: string;
  category_id: string;
  name: string;
  description: string;
  visible: boolean;
  stock_enabled: boolean;
  position: number;
  version: number;
  images: { image_url: string }[];
  variants: AdminVariant[];
  modifier_group_ids: string[];
}

export interface AdminModifierOption {
  id: string;
  name: string;
  price: number;
  position: number;
}

export interface AdminModifierGroup {
  id: string;
  name: string;
  min: number;
  max: number;
  required: boolean;
  version: number;
  options: AdminModifierOption[];
  /** How many products use the group. */
  product_count: number;
}

export interface VariantInput {
  /** Absent: a new variant. */
  id?: string;
  name: string | null;
  price: number;
  original_price: number | null;
  stock: number;
}

export interface ProductInput {
  category_id: string;
  name: string;
  description: string;
  visible: boolean;
  stock_enabled: boolean;
  variants: VariantInput[];
  modifier_group_ids: string[];
}

export interface ProductUpdate extends ProductInput {
  /** Only reordered or removed here; new ones are uploaded with uploadProductImage. */
  images: { image_url: string }[];
}

export interface ProductMoveResult {
  product: AdminProduct;
  neighbour: AdminProduct | null;
}

export interface ModifierGroupInput {
  name: string;
  min: number;
  max: number;
  required: boolean;
  options: { id?: string; name: string; price: number }[];
}

export function listProducts(
  categoryId?: string,
): Promise<{ catalog_version: number; products: AdminProduct[] }> {
  return request(
    'GET',
    `${BASE}/products`,
    categoryId ? { query: { category_id: categoryId } } : {},
  );
}

export function getProduct(id: string): Promise<AdminProduct> {
  return request('GET', `${BASE}/products/${segment(id)}`);
}

export function createProduct(input: ProductInput): Promise<AdminProduct> {
  return request('POST', `${BASE}/products`, { body: input });
}

export function updateProduct(
  id: string,
  version: number,
  input: ProductUpdate,
): Promise<AdminProduct> {
  return request('PUT', `${BASE}/products/${segment(id)}`, { body: { version, ...input } });
}

export function moveProduct(
  id: string,
  version: number,
  direction: MoveDirection,
): Promise<ProductMoveResult> {
  return request('POST', `${BASE}/products/${segment(id)}/move`, { body: { version, direction } });
}

export function deleteProduct(id: string, version: number): Promise<unknown> {
  return request('DELETE', `${BASE}/products/${segment(id)}`, { body: { version } });
}

/**
 * Uploads one image (multipart field `image`), reporting the share sent so far (0–1). 413
 * image_too_large, 415 unsupported_image, 422 when the product has as many images as allowed.
 */
export function uploadProductImage(
  id: string,
  version: number,
  file: File,
  onProgress: (share: number) => void,
): Promise<AdminProduct> {
  return uploadImageFile(`${BASE}/products/${segment(id)}/images`, { version }, file, onProgress);
}

export async function listModifierGroups(): Promise<AdminModifierGroup[]> {
  const body = await request<{ groups?: AdminModifierGroup[] }>('GET', `${BASE}/modifier-groups`);
  return body.groups ?? [];
}

export function createModifierGroup(input: ModifierGroupInput): Promise<AdminModifierGroup> {
  return request('POST', `${BASE}/modifier-groups`, { body: input });
}

export function updateModifierGroup(
  id: string,
  version: number,
  input: ModifierGroupInput,
): Promise<AdminModifierGroup> {
  return request('PUT', `${BASE}/modifier-groups/${segment(id)}`, {
    body: { version, ...input },
  });
}

export function deleteModifierGroup(id: string, version: number): Promise<unknown> {
  return request('DELETE', `${BASE}/modifier-groups/${segment(id)}`, { body: { version } });
}
