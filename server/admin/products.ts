// The back office's rules for products and their variants (issue [11/13], docs/decisions.md
// "Editing the menu: versions and conflicts"): the cross-field rules of
// src/domain/menu-rules.ts, and each write as one ownerWrite transaction that compares and sets
// the product's version, rewrites its variants and modifier group links, records one audit entry
// and bumps the catalogue version the storefront's caches are keyed by. The request bodies'
// shapes are product-bodies.ts'.
import type { Kysely } from 'kysely';
import { MENU_LIMITS, variantProblems } from '../../src/domain/menu-rules';
import type { FieldProblem } from '../../src/domain/menu-rules';
import type { ProductImage } from '../../src/domain/types';
import {
  companyHasCategory,
  deleteProductIfVersion,
  findAdminProduct,
  insertProduct,
  listAdminProducts,
  nextProductPosition,
  replaceGroupLinks,
  replaceVariants,
  unknownGroupIds,
  updateProductIfVersion,
} from '../db/repositories/admin-products';
import type { AdminProduct, VariantValues } from '../db/repositories/admin-products';
import { getCatalogVersion } from '../db/repositories/companies';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { KitchenError } from '../kitchen/errors';
import type { CreateProductInput, MoveDirection, UpdateProductInput } from './product-bodies';
import { auditWrite, editConflict as conflict, notFound as missing, ownerWrite } from './write';
import type { OwnerWrite } from './write';

export type { AdminProduct, AdminVariant } from '../db/repositories/admin-products';

/** 422 invalid_body with the problems per field, as readJsonBody answers a schema failure. */
export function refuseFields(problems: readonly FieldProblem[]): void {
  if (problems.length === 0) return;
  const errors = Object.create(null) as Record<string, string[]>;
  for (const { field, message } of problems) (errors[field] ??= []).push(message);
  throw new HttpError(422, 'invalid_body', 'The given data was invalid', { errors });
}

const notFound = (): KitchenError => missing('product');
const editConflict = (current: AdminProduct): KitchenError => conflict('product', current);

export type ProductVerb = 'create' | 'update' | 'move' | 'delete' | 'image_add';

/** The audit entry of one product write, in the owner's name. */
export const auditProduct = (
  trx: Kysely<Database>,
  owner: OwnerWrite,
  verb: ProductVerb,
  id: string,
  before: unknown,
  after: unknown,
): Promise<string> => auditWrite(trx, owner, 'product', verb, id, before, after);

/** The product at the expected version, else 404 (gone, or another company's) or 409 (changed). */
export async function productAt(
  db: Kysely<Database>,
  companyId: string,
  id: string,
  version: number,
): Promise<AdminProduct> {
  const current = await findAdminProduct(db, companyId, id);
  if (!current) throw notFound();
  if (current.version !== version) throw editConflict(current);
  return current;
}

/** After a compare-and-set that changed nothing: someone got there first. */
export async function lostRace(
  trx: Kysely<Database>,
  companyId: string,
  id: string,
): Promise<never> {
  const now = await findAdminProduct(trx, companyId, id);
  throw now ? editConflict(now) : notFound();
}

export async function reread(
  trx: Kysely<Database>,
  companyId: string,
  id: string,
): Promise<AdminProduct> {
  const row = await findAdminProduct(trx, companyId, id);
  if (!row) throw notFound();
  return row;
}

/** The body's category and groups must be the company's (checked inside the transaction). */
async function refuseForeignReferences(
  trx: Kysely<Database>,
  companyId: string,
  categoryId: string,
  groupIds: readonly string[],
): Promise<void> {
  const problems: FieldProblem[] = [];
  if (!(await companyHasCategory(trx, companyId, categoryId)))
    problems.push({ field: 'category_id', message: 'is no category of this menu' });
  const unknown = await unknownGroupIds(trx, companyId, groupIds);
  for (const id of unknown)
    problems.push({
      field: `modifier_group_ids.${groupIds.indexOf(id)}`,
      message: 'is no modifier group of this menu',
    });
  refuseFields(problems);
}

const drafts = (variants: readonly Omit<VariantValues, 'id'>[]) =>
  variants.map((v) => ({
    name: v.name,
    price: v.price,
    original_price: v.original_price,
    stock: v.stock,
  }));

export function createProduct(
  db: Kysely<Database>,
  owner: OwnerWrite,
  input: CreateProductInput,
): Promise<AdminProduct> {
  const { companyId } = owner;
  const variants: VariantValues[] = input.variants.map((v) => ({
    name: v.name ?? null,
    price: v.price,
    original_price: v.original_price ?? null,
    stock: v.stock ?? MENU_LIMITS.defaultStock,
  }));
  refuseFields(variantProblems(drafts(variants)));
  return ownerWrite(db, companyId, async (trx) => {
    await refuseForeignReferences(trx, companyId, input.category_id, input.modifier_group_ids);
    const position = await nextProductPosition(trx, companyId, input.category_id);
    const id = await insertProduct(trx, companyId, {
      category_id: input.category_id,
      name: input.name,
      description: input.description,
      visible: input.visible,
      stock_enabled: input.stock_enabled,
      position,
    });
    await replaceVariants(trx, companyId, id, variants);
    await replaceGroupLinks(trx, companyId, id, input.modifier_group_ids);
    const created = await reread(trx, companyId, id);
    await auditProduct(trx, owner, 'create', id, null, created);
    return created;
  });
}

/** Variant ids that are not this product's, and images it does not have (or lists twice). */
function foreignParts(before: AdminProduct, input: UpdateProductInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const variantIds = new Set(before.variants.map((v) => v.id));
  const seenVariants = new Set<string>();
  input.variants.forEach((v, index) => {
    if (v.id === undefined) return;
    if (!variantIds.has(v.id) || seenVariants.has(v.id))
      problems.push({
        field: `variants.${index}.id`,
        message: 'is no variant of this product (leave id out for a new one)',
      });
    seenVariants.add(v.id);
  });
  const urls = new Set(before.images.map((i) => i.image_url));
  const seenUrls = new Set<string>();
  input.images.forEach((image, index) => {
    if (!urls.has(image.image_url) || seenUrls.has(image.image_url))
      problems.push({
        field: `images.${index}.image_url`,
        message: 'is no image of this product (upload new images instead)',
      });
    seenUrls.add(image.image_url);
  });
  return problems;
}

export function updateProduct(
  db: Kysely<Database>,
  owner: OwnerWrite,
  id: string,
  input: UpdateProductInput,
): Promise<AdminProduct> {
  const { companyId } = owner;
  refuseFields(variantProblems(drafts(input.variants)));
  return ownerWrite(db, companyId, async (trx) => {
    const before = await productAt(trx, companyId, id, input.version);
    refuseFields(foreignParts(before, input));
    await refuseForeignReferences(trx, companyId, input.category_id, input.modifier_group_ids);
    const moved = input.category_id !== before.category_id;
    const images: ProductImage[] = input.images.map((i) => ({ image_url: i.image_url }));
    const changed = await updateProductIfVersion(trx, companyId, id, input.version, {
      category_id: input.category_id,
      name: input.name,
      description: input.description,
      visible: input.visible,
      stock_enabled: input.stock_enabled,
      images,
      // Into another category: at its end, as a new product would be.
      ...(moved && { position: await nextProductPosition(trx, companyId, input.category_id) }),
    });
    if (!changed) return lostRace(trx, companyId, id);
    await replaceVariants(trx, companyId, id, input.variants);
    await replaceGroupLinks(trx, companyId, id, input.modifier_group_ids);
    const after = await reread(trx, companyId, id);
    await auditProduct(trx, owner, 'update', id, before, after);
    return after;
  });
}

interface Placed {
  id: string;
  position: number;
}

export interface MoveTarget<T extends Placed> {
  item: T;
  neighbour: T;
  itemPosition: number;
  neighbourPosition: number;
}

/**
 * Where moving `id` one step goes (as categories move): it trades places with the item before
 * (up) or after (down) it; null at either end. Equal positions put it one step past its neighbour.
 */
export function moveTarget<T extends Placed>(
  ordered: readonly T[],
  id: string,
  direction: MoveDirection,
): MoveTarget<T> | null {
  const index = ordered.findIndex((p) => p.id === id);
  const item = ordered[index];
  const neighbour = ordered[direction === 'up' ? index - 1 : index + 1];
  if (index < 0 || !item || !neighbour) return null;
  if (item.position !== neighbour.position)
    return { item, neighbour, itemPosition: neighbour.position, neighbourPosition: item.position };
  const step = direction === 'up' ? -1 : 1;
  return {
    item,
    neighbour,
    itemPosition: neighbour.position + step,
    neighbourPosition: neighbour.position,
  };
}

export interface MoveResult {
  product: AdminProduct;
  /** The product it traded places with; null when the move was a no-op (first up, last down). */
  neighbour: AdminProduct | null;
}

export async function moveProduct(
  db: Kysely<Database>,
  owner: OwnerWrite,
  id: string,
  version: number,
  direction: MoveDirection,
): Promise<MoveResult> {
  const { companyId } = owner;
  // A move at either end changes nothing: answered without a transaction, an audit entry or a
  // new catalogue version (the version is still checked, so a stale screen learns it is).
  const product = await productAt(db, companyId, id, version);
  const siblings = await listAdminProducts(db, companyId, product.category_id);
  if (!moveTarget(siblings, id, direction)) return { product, neighbour: null };

  return ownerWrite(db, companyId, async (trx) => {
    const current = await productAt(trx, companyId, id, version);
    const ordered = await listAdminProducts(trx, companyId, current.category_id);
    const target = moveTarget(ordered, id, direction);
    if (!target) return { product: current, neighbour: null };
    const moved = await updateProductIfVersion(trx, companyId, id, version, {
      position: target.itemPosition,
    });
    if (!moved) return lostRace(trx, companyId, id);
    const { neighbour } = target;
    const shifted = await updateProductIfVersion(trx, companyId, neighbour.id, neighbour.version, {
      position: target.neighbourPosition,
    });
    // The neighbour changed meanwhile: the whole move is rolled back, so the mover is as it was.
    if (!shifted) throw editConflict(current);
    const after = await reread(trx, companyId, id);
    const neighbourAfter = await reread(trx, companyId, neighbour.id);
    await auditProduct(
      trx,
      owner,
      'move',
      id,
      { product: current, neighbour },
      { product: after, neighbour: neighbourAfter },
    );
    return { product: after, neighbour: neighbourAfter };
  });
}

export function deleteProduct(
  db: Kysely<Database>,
  owner: OwnerWrite,
  id: string,
  version: number,
): Promise<AdminProduct> {
  const { companyId } = owner;
  return ownerWrite(db, companyId, async (trx) => {
    const before = await productAt(trx, companyId, id, version);
    if (!(await deleteProductIfVersion(trx, companyId, id, version)))
      return lostRace(trx, companyId, id);
    await auditProduct(trx, owner, 'delete', id, before, null);
    return before;
  });
}

export interface AdminProducts {
  catalog_version: number;
  products: AdminProduct[];
}

/** The company's products (of one category when given) in display order, with the version. */
export async function readProducts(
  db: Kysely<Database>,
  companyId: string,
  categoryId?: string,
): Promise<AdminProducts> {
  // The version first: a write landing in between makes it older than the rows, never newer.
  const version = await getCatalogVersion(db, companyId);
  if (version === null) throw new KitchenError(404, 'company_not_found', 'Company not found');
  return { catalog_version: version, products: await listAdminProducts(db, companyId, categoryId) };
}

export async function readProduct(
  db: Kysely<Database>,
  companyId: string,
  id: string,
): Promise<AdminProduct> {
  return reread(db, companyId, id);
}
