// §4.6 order types and whether the storefront takes orders right now; §6 read-only menu.
import type { Company, EcommerceSettings, ServiceSettings, ServiceType } from './types';
import { CHECKOUT_TYPE_DEFAULT, MENU_MODES, ORDER_TYPE_IDS } from './constants';
import { chatDigits } from './formatting';
import { isCompanyOpen, resolveTimeZone } from './hours';
import { planGates } from './plans';

export interface OrderingContext {
  company: Company;
  settings: EcommerceSettings;
  now: Date;
  appIsReadonly: boolean;
  qrServiceType: ServiceType | null;
}

export type OrderTypeName = keyof typeof ORDER_TYPE_IDS;

export interface OrderType {
  id: (typeof ORDER_TYPE_IDS)[OrderTypeName];
  name: OrderTypeName;
  serviceType: ServiceType;
  available: boolean;
  active: boolean;
  /** The disabled_until instant while the service is paused, else null. */
  pausedUntil: string | null;
}

export type MenuType = 'readonly' | 'advanced';

const ORDER_TYPE_NAMES: readonly OrderTypeName[] = ['onsite', 'takeaway', 'delivery'];
const SERVICE_OF: Record<OrderTypeName, ServiceType> = {
  onsite: 'ONSITE',
  takeaway: 'TAKEAWAY',
  delivery: 'DELIVERY',
};

/** §4.6: available without disabled_until, or once now reaches it; an unreadable date does not pause. */
export function isServiceAvailable(s: Pick<ServiceSettings, 'disabled_until'>, now: Date): boolean {
  if (!s.disabled_until) return true;
  const until = Date.parse(s.disabled_until);
  return Number.isNaN(until) || now.getTime() >= until;
}

function toOrderType(name: OrderTypeName, s: ServiceSettings, now: Date): OrderType {
  const available = isServiceAvailable(s, now);
  return {
    id: ORDER_TYPE_IDS[name],
    name,
    serviceType: SERVICE_OF[name],
    available,
    active: s.active,
    pausedUntil: available ? null : s.disabled_until,
  };
}

/**
 * §4.6 "The active order types": the services switched on, without onsite when on-site
 * ordering goes through table QR codes. `now` only decides `available`; it defaults to the
 * clock so the contract's one-argument call keeps working.
 */
export function activeOrderTypes(settings: EcommerceSettings, now: Date = new Date()): OrderType[] {
  return ORDER_TYPE_NAMES.filter((name) => settings[name]?.active === true)
    .filter((name) => !(name === 'onsite' && settings.onsite.onsite_qr_ordering === true))
    .map((name) => toOrderType(name, settings[name], now));
}

export function companyIsOpen(ctx: Pick<OrderingContext, 'company' | 'now'>): boolean {
  const { company } = ctx;
  return isCompanyOpen(company.business_hours_settings, resolveTimeZone(company.timezone), ctx.now);
}

/** §4.6 "Order types for checkout": while closed, only services taking scheduled orders remain. */
export function orderTypesForCheckout(ctx: OrderingContext): OrderType[] {
  const open = companyIsOpen(ctx);
  return activeOrderTypes(ctx.settings, ctx.now).filter(
    (type) => open || ctx.settings[type.name].scheduled_orders_enabled,
  );
}

/** §4.6 "Menu type" with §6's plan rule. */
export function menuType(ctx: OrderingContext): MenuType {
  const gates = planGates(ctx.company);
  // A QR that fixes the service type is an order type of its own (a QR-only venue has none of the three).
  const noOrderTypes =
    activeOrderTypes(ctx.settings, ctx.now).length === 0 && ctx.qrServiceType === null;
  const readonly =
    ctx.appIsReadonly ||
    ctx.settings.checkout_type === MENU_MODES.READONLY ||
    noOrderTypes ||
    (gates.freeMainPlan && gates.hasPriorPaidPlan);
  return readonly ? 'readonly' : 'advanced';
}

/** §3 "whatsapp": non-digits stripped, empty means none. */
function hasChatNumber(company: Company): boolean {
  return chatDigits(company.whatsapp) !== '';
}

/** §4.6 "The company receives orders"; a null context is a company not loaded yet. */
export function companyReceivesOrders(ctx: OrderingContext | null | undefined): boolean {
  if (!ctx) return false;
  if (menuType(ctx) === 'readonly') return false;
  if (planGates(ctx.company).limitReached) return false;
  if (ctx.settings.checkout_type === CHECKOUT_TYPE_DEFAULT && !hasChatNumber(ctx.company))
    return false;
  if (ctx.qrServiceType !== null && companyIsOpen(ctx)) return true;
  return orderTypesForCheckout(ctx).some((type) => type.available);
}
