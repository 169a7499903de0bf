// §4.4 the map side of delivery: current location (geolocation, or the coverage map with the
// activate-location modal when denied), the DELIVERY_MAP pin with debounced reverse geocoding and
// the 20 m rule, and the DELIVERY_MAP_ADDRESS_CREATE confirm (area lookup, then the address).
import { proxy, useSnapshot } from 'valtio';
import { createAddress } from '../../api/clients';
import { reverseGeocode } from '../../api/geo';
import { getDeliveryAreaCost } from '../../api/orders';
import { mapAddressPayload, pinAddress } from '../../domain/address-entry';
import type { AreaLookup } from '../../domain/address-entry';
import { CHECKOUT_SCREENS } from '../../domain/checkout-flow';
import { TIMINGS } from '../../domain/constants';
import { pinIsValid } from '../../domain/validation-forms';
import type { LatLng } from '../../domain/types';
import { t } from '../../i18n';
import { showSnackbar } from '../../ui/snackbar-store';
import { app } from '../app';
import { goNext, reportFailure, setScreen } from './nav';
import { CheckoutError } from './order';
import { addCreatedAddress, continueWithCreatedAddress } from './steps';
import { checkout } from './store';
import { clientSecretFor } from '../client/storage';
import { devicePosition } from '../device/position';

export interface MapPinState {
  /** The point under the fixed centre pin; null before a map without a centre is moved. */
  point: LatLng | null;
  /** The read-only address field: reverse geocoding's answer for `point`. */
  address: string | null;
  reverseLoading: boolean;
  /** The device's position is being requested (current location). */
  locating: boolean;
  /** The activate-location modal (geolocation denied). */
  activateLocation: boolean;
}

const initial = (): MapPinState => ({
  point: null,
  address: null,
  reverseLoading: false,
  locating: false,
  activateLocation: false,
});

export const mapPin = proxy<MapPinState>(initial());

export function useMapPin() {
  return useSnapshot(mapPin);
}

/** About 1 cm: a centre this close to the pin's is the same place. */
const SAME_POINT_DEGREES = 1e-7;

let timer: ReturnType<typeof setTimeout> | null = null;
let latest = 0;

function cancelPending(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
}

export function resetMapPin(): void {
  cancelPending();
  latest += 1;
  Object.assign(mapPin, initial());
}

export function companyPoint(): LatLng | null {
  const { latitude, longitude } = app.company ?? {};
  return typeof latitude === 'number' && typeof longitude === 'number'
    ? { latitude, longitude }
    : null;
}

/** Reverse geocoding for the pin now; a failure is logged and the coordinates stand in (§8). */
export async function reverseNow(): Promise<void> {
  cancelPending();
  const point = mapPin.point;
  const companyId = app.companyId;
  latest += 1;
  if (!point || !companyId) return;
  const mine = latest;
  const at = { lat: point.latitude, lng: point.longitude };
  mapPin.reverseLoading = true;
  try {
    const answer = await reverseGeocode(companyId, point);
    if (mine === latest) mapPin.address = pinAddress(answer, at);
  } catch (error) {
    if (mine !== latest) return;
    console.error('[ERROR:reverseGeocode]', error);
    mapPin.address = pinAddress(null, at);
  } finally {
    if (mine === latest) mapPin.reverseLoading = false;
  }
}

/** The map stopped moving: the pin's point changes and its address follows after the debounce. */
export function moveMapCentre(point: LatLng): void {
  const current = mapPin.point;
  // The map reports the centre it was given back through float noise: not a move.
  const still =
    current &&
    Math.abs(current.latitude - point.latitude) < SAME_POINT_DEGREES &&
    Math.abs(current.longitude - point.longitude) < SAME_POINT_DEGREES;
  if (still) return;
  mapPin.point = { latitude: point.latitude, longitude: point.longitude };
  mapPin.address = null;
  mapPin.reverseLoading = true;
  cancelPending();
  latest += 1;
  timer = setTimeout(() => {
    timer = null;
    void reverseNow();
  }, TIMINGS.reverseGeocodeDebounceMs);
}

/** Opens DELIVERY_MAP centred on a point (the device), or on the company (the coverage map). */
export function openMap(centre: LatLng | null, options: { denied?: boolean } = {}): void {
  resetMapPin();
  checkout.mapCenter = centre
    ? { lat: centre.latitude, lng: centre.longitude }
    : { lat: 0, lng: 0 };
  mapPin.point = centre;
  mapPin.activateLocation = options.denied === true;
  setScreen(CHECKOUT_SCREENS.DELIVERY_MAP);
  if (centre) void reverseNow();
}

/**
 * §4.4 current location: the device's position opens DELIVERY_MAP there; denied, the
 * activate-location modal and the coverage map (centred on the company); no Geolocation API,
 * the coverage map at once. A position that does not arrive in time also opens the coverage map.
 */
export async function goToCurrentLocation(
  locate: () => ReturnType<typeof devicePosition> = devicePosition,
): Promise<void> {
  if (mapPin.locating) return;
  mapPin.locating = true;
  const position = await locate();
  mapPin.locating = false;
  if (position.kind === 'ok') return openMap(position.point);
  openMap(companyPoint(), { denied: position.kind === 'denied' });
  if (position.kind === 'failed') showSnackbar(t('address.location.failed'), 'error');
}

export function closeActivateLocation(): void {
  mapPin.activateLocation = false;
}

/** DELIVERY_MAP submit: saves mapPlace with the number as exactAddress, then next (§4.4). */
export function submitMapPin(number: string): boolean {
  const point = mapPin.point;
  const exact = number.trim();
  if (!point || !mapPin.address || mapPin.reverseLoading || exact === '') return false;
  const place = { address: mapPin.address, lat: point.latitude, lng: point.longitude };
  if (!pinIsValid(place, companyPoint())) return false;
  checkout.mapPlace = { ...place, exactAddress: exact };
  goNext();
  return true;
}

async function lookUpArea(point: LatLng): Promise<AreaLookup | null> {
  try {
    const cost = await getDeliveryAreaCost(app.companyId ?? '', point);
    return { area_id: cost.area_id, area_name: cost.area_name };
  } catch (error) {
    // §8: logged; the address is created without an area (the list's submit then says why).
    console.error('[ERROR:deliveryAreaCost]', error);
    return null;
  }
}

/**
 * DELIVERY_MAP_ADDRESS_CREATE confirm: the area for the coordinates, the address with them (this
 * device's secret), selected; then on as manual entry goes (the priced order summary).
 */
export async function confirmMapAddress(input: {
  complement: string;
  reference: string;
}): Promise<boolean> {
  const client = checkout.client;
  const place = checkout.mapPlace;
  if (!place || checkout.savingOrder || checkout.busy.order) return false;
  if (!client) {
    reportFailure('confirmMapAddress', new CheckoutError('checkout.errors.noClient'));
    return false;
  }
  checkout.notice = null;
  checkout.busy.order = true;
  const area = await lookUpArea({ latitude: place.lat, longitude: place.lng });
  checkout.busy.order = false;
  checkout.savingOrder = true;
  try {
    const payload = mapAddressPayload({
      clientId: client.id,
      place,
      complement: input.complement,
      reference: input.reference,
      area,
      exactLabel: t('address.confirm.exactLabel'),
    });
    addCreatedAddress(client, await createAddress(payload, clientSecretFor(client.id)));
  } catch (error) {
    reportFailure('confirmMapAddress', error);
    return false;
  } finally {
    checkout.savingOrder = false;
  }
  return continueWithCreatedAddress(CHECKOUT_SCREENS.DELIVERY_MAP_ADDRESS_CREATE);
}
