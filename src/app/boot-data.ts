// The server-filled boot data (docs/contracts.md "The HTML shell"), parsed here and read from the
// page by boot.ts: company and settings arrive inside the HTML so the first paint needs no API
// round trip. On /products the catalogue the server drew the menu from comes too, so the page
// hydrates without waiting for the API.
import { isLocale } from '../i18n/locale';
import type { Locale } from '../domain/constants';
import { parseZoneOffsets } from '../domain/zone-offsets';
import type { ZoneOffsets } from '../domain/zone-offsets';
import type {
  Category,
  Company,
  Coupon,
  EcommerceSettings,
  LoyaltySettings,
} from '../domain/types';

export interface BootData {
  companyId: string;
  company: Company;
  settings: EcommerceSettings;
  categories?: Category[];
  /** On a page the server drew: what its header showed (coupons and loyalty), so hydration agrees. */
  coupons?: Coupon[];
  loyalty?: LoyaltySettings;
  /** The language the server chose for this visitor (§2.1) and drew the page in. */
  locale?: Locale;
  /** The company zone's UTC offsets for the coming days: the hours checks skip Intl's slow start. */
  zone?: ZoneOffsets;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses the boot JSON; anything malformed is ignored so the API path takes over. */
export function parseBootData(text: string | null | undefined): BootData | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.companyId !== 'string' || value.companyId === '')
    return null;
  const { company, settings } = value;
  if (!isRecord(company) || typeof company.id !== 'string' || !isRecord(settings)) return null;
  const boot: BootData = {
    companyId: value.companyId,
    company: company as unknown as Company,
    settings: settings as unknown as EcommerceSettings,
  };
  if (Array.isArray(value.categories)) boot.categories = value.categories as Category[];
  if (Array.isArray(value.coupons)) boot.coupons = value.coupons as Coupon[];
  if (isRecord(value.loyalty)) boot.loyalty = value.loyalty as unknown as LoyaltySettings;
  if (typeof value.locale === 'string' && isLocale(value.locale)) boot.locale = value.locale;
  const zone = parseZoneOffsets(value.zone);
  if (zone) boot.zone = zone;
  return boot;
}
