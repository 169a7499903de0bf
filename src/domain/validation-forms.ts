// §5.1 checkout forms as superstruct schemas. Factories take the settings a rule depends on
// (e.g. whether the complement is required), so one schema describes one rendered form.
// Forms use superstruct's type() so extra UI-only fields in the value are ignored.
import { define, optional, refine, type as looseObject } from 'superstruct';
import { LIMITS, OTHER_DISTRICT_ID } from './constants';
import { distanceMeters } from './geo';
import { validatePhone } from './phone';
import type { LatLng } from './types';
import { asText, encodeMessage, maxChars, requiredText, text } from './validation-core';
import type { FieldNameKey } from './validation-core';

const fieldRequired = (gender: 'f' | 'm', field: FieldNameKey) =>
  requiredText(gender === 'f' ? 'validation.field_required_f' : 'validation.field_required_m', {
    field,
  });

/** CHECKOUT_STEP_ADDITIONAL_INFO: required, at most 80 characters. */
export const additionalInfoSchema = looseObject({
  additional_info: maxChars(requiredText('validation.required_field'), LIMITS.additionalInfoMax),
});

/** The phone input's value (§3 "Phone value"); only number and countryCode are checked. */
export interface PhoneFieldValue {
  number?: string | null;
  countryCode?: string | null;
}

// Absent (null) reads as an empty phone so it reports 'your number is required'.
const phoneValue = define<PhoneFieldValue | null | undefined>(
  'phone_value',
  (v) => v == null || (typeof v === 'object' && !Array.isArray(v)),
);

/** CHECKOUT_STEP_CLIENT_INFO. A phone without a country is read in the company's country. */
export function clientInfoSchema(opts: { companyCountry: string | null }) {
  return looseObject({
    name: requiredText('validation.name_required'),
    phone: refine(phoneValue, 'phone', (v) => {
      const check = validatePhone(
        asText(v?.number),
        asText(v?.countryCode) || (opts.companyCountry ?? ''),
      );
      return check.ok || encodeMessage(check.key);
    }),
  });
}

/** CHECKOUT_STEP_DELIVERY_ADDRESS: an address must be chosen. */
export const deliveryAddressListSchema = looseObject({
  address_id: requiredText('validation.required_field'),
});

export interface AddressCreateOptions {
  /** additional_address_information is set: the complement is required (§3). */
  complementRequired: boolean;
  /** The price type is districts and districts exist: the district select shows (§2.10). */
  showDistricts: boolean;
}

/** CHECKOUT_STEP_DELIVERY_ADDRESS_CREATE (manual entry). */
export function deliveryAddressCreateSchema(opts: AddressCreateOptions) {
  const shape = looseObject({
    street: fieldRequired('f', 'validation.fields.street'),
    number: maxChars(fieldRequired('m', 'validation.fields.number'), LIMITS.addressNumberMax),
    district: opts.showDistricts
      ? fieldRequired('m', 'validation.fields.district')
      : optional(text),
    neighborhood: optional(text),
    complement: opts.complementRequired
      ? fieldRequired('m', 'validation.fields.complement')
      : optional(text),
    reference: optional(text),
  });
  // 'another district' makes the neighbourhood name required (§2.10).
  return refine(shape, 'neighborhood', (v) =>
    !opts.showDistricts || v.district !== OTHER_DISTRICT_ID || asText(v.neighborhood) !== ''
      ? true
      : {
          path: ['neighborhood'],
          message: encodeMessage('validation.field_required_m', {
            field: 'validation.fields.neighborhood',
          }),
        },
  );
}

/** CHECKOUT_STEP_DELIVERY_MAP_ADDRESS_CREATE. */
export function mapAddressCreateSchema(opts: { complementRequired: boolean }) {
  return looseObject({
    complement: opts.complementRequired
      ? fieldRequired('m', 'validation.fields.complement')
      : optional(text),
    reference: optional(text),
  });
}

export interface MapPlaceValue {
  address: string | null | undefined;
  lat: number | null | undefined;
  lng: number | null | undefined;
}

const mapPlaceValue = define<MapPlaceValue | null | undefined>(
  'map_place',
  (v) => v == null || (typeof v === 'object' && !Array.isArray(v)),
);

const isCoordinate = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * §5.1 map pin: an address with lat and lng, at least 20 m from the company (so the customer
 * actually moved the pin off the company marker). Without company coordinates only presence counts.
 */
export function pinIsValid(
  place: MapPlaceValue | null | undefined,
  company: LatLng | null,
): boolean {
  if (
    !place ||
    asText(place.address) === '' ||
    !isCoordinate(place.lat) ||
    !isCoordinate(place.lng)
  )
    return false;
  if (!company) return true;
  const here = { latitude: place.lat, longitude: place.lng };
  return distanceMeters(here, company) >= LIMITS.minPinDistanceMeters;
}

/** CHECKOUT_STEP_DELIVERY_MAP: number required (≤ 30) and a moved pin. */
export function mapScreenSchema(opts: { company: LatLng | null }) {
  return looseObject({
    number: maxChars(requiredText('validation.number_required'), LIMITS.addressNumberMax),
    place: refine(
      mapPlaceValue,
      'move_pin',
      (v) => pinIsValid(v, opts.company) || encodeMessage('validation.move_pin'),
    ),
  });
}

/** CHECKOUT_STEP_ORDER_SUMMARY: comment ≤ 120; a payment method when one must be chosen. */
export function orderSummarySchema(opts: { paymentMethodRequired: boolean }) {
  return looseObject({
    comment: maxChars(optional(text), LIMITS.commentMax),
    payment_method_id: opts.paymentMethodRequired
      ? requiredText('validation.select_payment_method')
      : optional(text),
  });
}
