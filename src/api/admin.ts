// The back office API (issue [11/13]): an owner password session in the comanda_owner cookie
// (same origin, so fetch sends it), the company's audit log and its menu's categories.
import { request } from './client';
import { segment } from './url';

const BASE = '/admin';

export interface OwnerSession {
  authenticated: boolean;
  expires_at?: string;
}

/** One recorded change, as GET /api/admin/audit answers it (server/routes/admin/audit.ts). */
export interface AuditEntry {
  id: string;
  /** 'owner:' and 8 hex characters of the session (docs/decisions.md "Actor naming"). */
  actor: string;
  /** entity.verb, e.g. category.create. */
  action: string;
  entity: string;
  entity_id: string | null;
  /** The entity before and after the change, secrets stripped; null when there is none. */
  before: unknown;
  after: unknown;
  /** ISO 8601, UTC. */
  created_at: string;
}

export function logIn(password: string): Promise<OwnerSession> {
  return request('POST', `${BASE}/session`, { body: { password } });
}

/** Whether this browser holds a valid owner session for the host's company. */
export function getSession(): Promise<OwnerSession> {
  return request('GET', `${BASE}/session`);
}

export function logOut(): Promise<unknown> {
  return request('DELETE', `${BASE}/session`);
}

/** The company's audit log, newest first (the server allows 1–200, 50 by default). */
export async function listAudit(limit = 50): Promise<AuditEntry[]> {
  const body = await request<{ entries?: AuditEntry[] }>('GET', `${BASE}/audit`, {
    query: { limit },
  });
  return body.entries ?? [];
}

/** One diner's rating of an order, as GET /api/admin/ratings lists it (issue [16/21] item 10). */
export interface ListedRating {
  order_id: string;
  public_id: string;
  service_type: string;
  rating: number;
  comment: string | null;
  /** ISO 8601, UTC. */
  created_at: string;
}

export interface RatingsList {
  /** Over all of the company's ratings, one decimal; null while there are none. */
  average: number | null;
  count: number;
  /** The newest first. */
  ratings: ListedRating[];
}

/** The company's ratings with their average (the server allows 1–200, 50 by default). */
export function listRatings(limit = 50): Promise<RatingsList> {
  return request('GET', `${BASE}/ratings`, { query: { limit } });
}

/** A menu category as the back office sees it (server/db/repositories/admin-categories.ts). */
export interface AdminCategory {
  id: string;
  name: string;
  /** Display order, ascending (ties broken by id). */
  position: number;
  /** False: hidden from the storefront with its products. */
  visible: boolean;
  /** Sent back with every write; a stale one is 409 edit_conflict with `current`. */
  version: number;
  /** Every product of the category, hidden ones included. */
  product_count: number;
}

export interface AdminMenu {
  catalog_version: number;
  categories: AdminCategory[];
}

export type MoveDirection = 'up' | 'down';

export interface MoveResult {
  category: AdminCategory;
  /** The category it traded places with; null when nothing moved (first up, last down). */
  neighbour: AdminCategory | null;
}

/** The company's categories in display order, hidden ones included. */
export function getMenu(): Promise<AdminMenu> {
  return request('GET', `${BASE}/menu`);
}

/** 409 category_exists for a duplicate name; 422 invalid_body (errors.name) for a bad one. */
export function createCategory(name: string): Promise<AdminCategory> {
  return request('POST', `${BASE}/categories`, { body: { name } });
}

export function updateCategory(
  id: string,
  version: number,
  changes: { name?: string; visible?: boolean },
): Promise<AdminCategory> {
  return request('PATCH', `${BASE}/categories/${segment(id)}`, { body: { version, ...changes } });
}

export function moveCategory(
  id: string,
  version: number,
  direction: MoveDirection,
): Promise<MoveResult> {
  return request('POST', `${BASE}/categories/${segment(id)}/move`, {
    body: { version, direction },
  });
}

/** Only an empty category: 409 category_not_empty (with product_count) otherwise. */
export function deleteCategory(
  id: string,
  version: number,
): Promise<{ id: string; deleted: true }> {
  return request('DELETE', `${BASE}/categories/${segment(id)}`, { body: { version } });
}
