// §2.8 'delivery coverage area' as text: areas and ranges read as a sentence, districts are listed
// by name. The map beside it draws the same coverage from coverage-map.ts.
import type { Company, EcommerceSettings } from '../../domain/types';
import { maxDeliveryRange, sortedDistricts } from '../../domain/delivery';

export type CoverageDetail =
  | { kind: 'districts'; names: string[] }
  | { kind: 'areas'; names: string[]; count: number }
  | { kind: 'range'; km: number }
  | { kind: 'none' };

export interface Coverage {
  detail: CoverageDetail;
  /** §2.8 'we accept receiving orders outside the coverage area'. */
  outsideAllowed: boolean;
}

function areasDetail(company: Company, settings: EcommerceSettings): CoverageDetail {
  // §5.8: areas are shown only when enabled. The company's list carries names; the settings' list is the fallback.
  const fromCompany = (company.delivery_areas ?? []).filter((a) => a.enabled);
  const fromSettings = (settings.delivery.prices.area?.areas ?? []).filter((a) => a.enabled);
  const count = fromCompany.length > 0 ? fromCompany.length : fromSettings.length;
  if (count === 0) return { kind: 'none' };
  const names = fromCompany.flatMap((a) => (a.name && a.name.trim() !== '' ? [a.name.trim()] : []));
  return { kind: 'areas', names, count };
}

/** Null when delivery is not offered, so the section does not show at all. */
export function deliveryCoverage(
  company: Company,
  settings: EcommerceSettings,
  locale = 'en',
): Coverage | null {
  if (!settings.delivery?.active) return null;
  let detail: CoverageDetail;
  switch (settings.delivery.prices?.type) {
    case 'districts': {
      const names = sortedDistricts(company.delivery_districts ?? [], locale).map((d) => d.name);
      detail = names.length > 0 ? { kind: 'districts', names } : { kind: 'none' };
      break;
    }
    case 'areas':
      detail = areasDetail(company, settings);
      break;
    default: {
      // Fixed, ranges and distance prices are bounded by the farthest enabled range (§2.11 coverage circle).
      const km = maxDeliveryRange(company.delivery_ranges ?? []);
      detail = km !== null && km > 0 ? { kind: 'range', km } : { kind: 'none' };
    }
  }
  return { detail, outsideAllowed: company.receives_orders_outside_delivery_range === true };
}
