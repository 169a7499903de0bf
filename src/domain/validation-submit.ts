// §5.2 submit-button enabling and §5.3 address-search thresholds, as pure predicates.
import type { ServiceType } from './types';

/** Client info: the form is valid, and a name and a phone exist. */
export function clientInfoSubmitEnabled(s: {
  formValid: boolean;
  name: string | null;
  phone: string | null;
}): boolean {
  return s.formValid && (s.name ?? '').trim() !== '' && (s.phone ?? '').trim() !== '';
}

/** Delivery address list: valid, not saving, no price loading, an address selected and not invalid. */
export function deliveryAddressSubmitEnabled(s: {
  formValid: boolean;
  saving: boolean;
  priceLoading: boolean;
  selectedAddressId: string | null;
  invalidAddressIds: readonly string[];
}): boolean {
  const { selectedAddressId: id } = s;
  return (
    s.formValid &&
    !s.saving &&
    !s.priceLoading &&
    id !== null &&
    id !== '' &&
    !s.invalidAddressIds.includes(id)
  );
}

/** Map screen: disabled while invalid, while the place loads, or while the address is not valid. */
export function mapSubmitEnabled(s: {
  formValid: boolean;
  placeLoading: boolean;
  addressValid: boolean;
}): boolean {
  return s.formValid && !s.placeLoading && s.addressValid;
}

/** Search screen: continue needs an address, lat and lng. */
export function searchSubmitEnabled(
  place: { address?: string | null; lat?: number | null; lng?: number | null } | null,
): boolean {
  return (
    place !== null &&
    (place.address ?? '').trim() !== '' &&
    typeof place.lat === 'number' &&
    typeof place.lng === 'number'
  );
}

/** Address create screens: disabled while invalid, saving, or looking up the area. */
export function addressCreateSubmitEnabled(s: {
  formValid: boolean;
  saving: boolean;
  areaLoading: boolean;
}): boolean {
  return s.formValid && !s.saving && !s.areaLoading;
}

/** Order summary: disabled when invalid, while saving, or while the payment element loads. */
export function orderSummarySubmitEnabled(s: {
  formValid: boolean;
  saving: boolean;
  paymentElementLoading: boolean;
}): boolean {
  return s.formValid && !s.saving && !s.paymentElementLoading;
}

/** QR 'Order now': enabled only when the settings entry keyed by the lower-cased service type is active. */
export function qrOrderNowEnabled(
  settings: Partial<Record<string, { active?: boolean } | undefined>>,
  serviceType: ServiceType,
): boolean {
  return settings[serviceType.toLowerCase()]?.active === true;
}

/** Cart bar button: disabled when the company does not receive orders. */
export function cartBarEnabled(companyReceivesOrders: boolean): boolean {
  return companyReceivesOrders;
}

/**
 * §5.3, second reading (what users expect): search when the text has at least 3 characters and
 * a space; for company country BR it must also hold a digit (house numbers matter there).
 * A manual search (the magnifier button) skips the check.
 */
export function shouldSearchAddress(
  text: string,
  companyCountry: string | null,
  manual = false,
): boolean {
  if (manual) return text.trim() !== '';
  if (text.length < 3 || !text.includes(' ')) return false;
  return (companyCountry ?? '').toUpperCase() !== 'BR' || /\d/.test(text);
}

/** The 'expand search' (maps-service) path searches at 3 characters or more. */
export function shouldSearchExpanded(text: string): boolean {
  return text.trim().length >= 3;
}

/**
 * Search button disabled: trimmed text under 4 characters; or equal to the current place's
 * address; or a valid place is set while suggestions exist. (The other reading's "same as last
 * searched" rule is not applied: re-searching is harmless and users retry on weak networks.)
 */
export function searchButtonDisabled(s: {
  text: string;
  placeAddress: string | null;
  placeValid: boolean;
  suggestionsCount: number;
}): boolean {
  const t = s.text.trim();
  if (t.length < 4) return true;
  if (s.placeAddress !== null && t === s.placeAddress.trim()) return true;
  return s.placeValid && s.suggestionsCount > 0;
}

/** 'address not found': trimmed text ≥ 4 characters, a search was made, and no suggestions. */
export function addressNotFound(s: {
  text: string;
  searched: boolean;
  suggestionsCount: number;
}): boolean {
  return s.text.trim().length >= 4 && s.searched && s.suggestionsCount === 0;
}
