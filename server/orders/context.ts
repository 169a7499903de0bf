// What every order decision reads: the company, its ecommerce settings and the clock.
//
// The company and its settings are kept in memory per catalogue version (issue [12/13]: reading
// and parsing them was about a sixth of an order placement's server time). The rule that makes
// this safe is the one the storefront's prepared HTML and catalogue already rely on: every write
// to a company's row or its settings bumps companies.catalog_version in the same transaction
// (ownerWrite, saveEcommerceSettings, updateCompany, setMenuEnabled). So each load still asks the
// database for the version, one indexed integer, and a company edited by another instance sharing
// PostgreSQL is read afresh. The month's order count (the plan's quota) moves with every
// placement and no version, so it is read each time. Only reads outside a transaction fill the
// cache, so a version bumped by a transaction that later rolled back (and its number reused)
// never names unsaved settings.
import type { DialectAdapter, Kysely } from 'kysely';
import type {
  Company,
  EcommerceSettings,
  ServiceKey,
  ServiceSettings,
  ServiceType,
} from '../../src/domain/types';
import type { OrderingContext } from '../../src/domain/order-taking';
import { getCatalogVersion, getCompany } from '../db/repositories/companies';
import { getEcommerceSettings } from '../db/repositories/ecommerce';
import { monthlyOrderCount } from '../db/repositories/monthly-counts';
import { usageMonth } from '../../src/domain/plans';
import type { Database } from '../db/schema';
import { missing } from './errors';

export interface OrderContext {
  company: Company;
  settings: EcommerceSettings;
  now: Date;
}

interface Settled {
  version: number;
  company: Company;
  settings: EcommerceSettings;
}

/** Companies kept per database; the least recently used is dropped past this many. */
export const CONTEXT_CACHE_COMPANIES = 1_000;

// Per database: its transactions share the adapter of the Kysely instance they came from.
const settledByDatabase = new WeakMap<DialectAdapter, Map<string, Settled>>();

function cacheOf(db: Kysely<Database>): Map<string, Settled> {
  const adapter = db.getExecutor().adapter;
  let cache = settledByDatabase.get(adapter);
  if (!cache) settledByDatabase.set(adapter, (cache = new Map<string, Settled>()));
  return cache;
}

/** Shared by every order of the company from now on: frozen, so no caller can change it. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function remember(cache: Map<string, Settled>, companyId: string, settled: Settled): void {
  cache.delete(companyId);
  cache.set(companyId, settled);
  if (cache.size > CONTEXT_CACHE_COMPANIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
}

/** 404 for an unknown company (or one whose menu was disabled: its storefront is gone). */
export async function loadOrderContext(
  db: Kysely<Database>,
  companyId: string,
  now: Date = new Date(),
): Promise<OrderContext> {
  const cache = cacheOf(db);
  // The version before the rows: a write landing in between leaves newer rows under an older
  // version, which the next load reads afresh, never older rows under a newer one.
  const version = await getCatalogVersion(db, companyId);
  if (version === null) throw missing('Company');
  let settled = cache.get(companyId);
  let company: Company;
  if (settled?.version === version) {
    // Orders placed this month move without a version bump: always counted afresh.
    const used = await monthlyOrderCount(db, companyId, usageMonth(now, settled.company.timezone));
    company = Object.freeze({ ...settled.company, order_limit_usage_count: used });
  } else {
    const [read, settings] = await Promise.all([
      getCompany(db, companyId, now),
      getEcommerceSettings(db, companyId),
    ]);
    if (!read || !settings) throw missing('Company');
    settled = deepFreeze({ version, company: read, settings });
    company = settled.company;
    if (!db.isTransaction) remember(cache, companyId, settled);
  }
  if (!company.menu_enabled) throw missing('Company');
  return { company, settings: settled.settings, now };
}

export const serviceKeyOf = (serviceType: ServiceType): ServiceKey =>
  serviceType.toLowerCase() as ServiceKey;

export function serviceSettingsOf(ctx: OrderContext, serviceType: ServiceType): ServiceSettings {
  return ctx.settings[serviceKeyOf(serviceType)];
}

export function orderingContext(
  ctx: OrderContext,
  qrServiceType: ServiceType | null,
): OrderingContext {
  return {
    company: ctx.company,
    settings: ctx.settings,
    now: ctx.now,
    appIsReadonly: false,
    qrServiceType,
  };
}
