// The server-filled boot data (docs/contracts.md "The HTML shell"): company and settings arrive
// inside the HTML so the first paint needs no API round trip.
import type { Company, EcommerceSettings } from '../domain/types';

export interface BootData {
  companyId: string;
  company: Company;
  settings: EcommerceSettings;
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
  return {
    companyId: value.companyId,
    company: company as unknown as Company,
    settings: settings as unknown as EcommerceSettings,
  };
}

export function readBootData(doc: Document = document): BootData | null {
  return parseBootData(doc.getElementById('comanda-boot')?.textContent);
}
