// Pure builders for the §3 order payloads and the §4.5 update hash, kept apart from the store
// so they are table-tested without a browser.
import type { CartLine } from '../../domain/cart';
import type {
  Company,
  OrderComboInput,
  OrderCreatePayload,
  OrderUpdatePayload,
  Qr,
  ServiceType,
} from '../../domain/types';
import { campaignValue } from '../../domain/campaign';
import { qrDisplayName } from '../../domain/formatting';

export interface CreatePayloadContext {
  company: Pick<Company, 'id' | 'country' | 'timezone' | 'currency'>;
  serviceType: ServiceType;
  /** The service type's collect_client_info setting. */
  collectClientInfo: boolean;
  qr: Pick<Qr, 'id' | 'name' | 'zone'> | null;
  utmSource: string | null;
  utmCampaign: string | null;
  clientId: string | null;
  addressId: string | null;
  /** Minor units; defaults to 0 (§4.4 "a deliveryPrice (default 0)"). */
  deliveryPrice?: number | null;
}

export function comboFromLine(line: CartLine): OrderComboInput {
  const comment = (line.comment ?? '').trim();
  return {
    product_id: line.orderProduct.product.id,
    variant_id: line.orderProduct.selectedProductPrice.id,
    quantity: line.quantity,
    comment: comment === '' ? null : comment,
    modifiers: line.orderProduct.selectedModifiers.map((m) => ({
      modifier_id: m.modifierId,
      quantity: m.quantity,
    })),
  };
}

/** §3 "Order: create payload". Optional fields are left out rather than sent empty. */
export function buildCreatePayload(
  lines: readonly CartLine[],
  ctx: CreatePayloadContext,
): OrderCreatePayload {
  const payload: OrderCreatePayload = {
    company_id: ctx.company.id,
    country_code: ctx.company.country.country_code.toUpperCase(),
    timezone: ctx.company.timezone,
    service_type: ctx.serviceType,
    status: 'INITIATED',
    currency: ctx.company.currency.code,
    combos: lines.map(comboFromLine),
  };
  if (ctx.qr) {
    payload.order_title = qrDisplayName(ctx.qr);
    payload.table_id = ctx.qr.id;
  }
  // Cut again here: the app state may hold a value captured before the rule (campaign.ts).
  const utmSource = campaignValue(ctx.utmSource);
  const utmCampaign = campaignValue(ctx.utmCampaign);
  if (utmSource) payload.utm_source = utmSource;
  if (utmCampaign) payload.utm_campaign = utmCampaign;
  const delivery = ctx.serviceType === 'DELIVERY';
  if ((ctx.collectClientInfo || delivery) && ctx.clientId) payload.client_id = ctx.clientId;
  if (delivery) {
    if (ctx.addressId) payload.address_id = ctx.addressId;
    payload.delivery_price = Math.max(0, Math.round(ctx.deliveryPrice ?? 0));
  }
  return payload;
}

/** JSON with object keys sorted, so the same data always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** FNV-1a over the canonical JSON; collisions only cost a skipped no-op patch check. */
export function updateHash(update: OrderUpdatePayload, orderId: string): string {
  const text = `${orderId}|${canonical(update)}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return `${(h >>> 0).toString(16)}:${text.length}`;
}

/** §4.5: same data as last time → reuse the order, no call. */
export function shouldPatch(previousHash: string | null, nextHash: string): boolean {
  return previousHash !== nextHash;
}
