// What every order decision reads: the company, its ecommerce settings and the clock.
import type { Kysely } from 'kysely';
import type {
  Company,
  EcommerceSettings,
  ServiceKey,
  ServiceSettings,
  ServiceType,
} from '../../src/domain/types';
import type { OrderingContext } from '../../src/domain/order-taking';
import { getCompany } from '../db/repositories/companies';
import { getEcommerceSettings } from '../db/repositories/ecommerce';
import type { Database } from '../db/schema';
import { missing } from './errors';

export interface OrderContext {
  company: Company;
  settings: EcommerceSettings;
  now: Date;
}

/** 404 for an unknown company (or one whose menu was disabled: its storefront is gone). */
export async function loadOrderContext(
  db: Kysely<Database>,
  companyId: string,
  now: Date = new Date(),
): Promise<OrderContext> {
  const [company, settings] = await Promise.all([
    getCompany(db, companyId),
    getEcommerceSettings(db, companyId),
  ]);
  if (!company || !settings || !company.menu_enabled) throw missing('Company');
  return { company, settings, now };
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
