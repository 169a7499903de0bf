// The server-filled boot data (docs/contracts.md "The HTML shell"), parsed here and read from the
// page by boot.ts: company and settings arrive inside the HTML so the first paint needs no API
// round trip. On /products the catalogue the server drew the menu from comes too, so the page
// hydrates without waiting for the API.
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
  return boot;
}
