// §4.4 step actions: additional info, client info, the address list and manual address entry;
// the map flow (map.ts) shares how a created address is added and the flow goes on.
import { createAddress, getOrCreateClient } from '../../api/clients';
import { getDeliveryAreaCost } from '../../api/orders';
import type { DeliveryAreaCost } from '../../api/orders';
import { COOKIE_MAX_AGE_SECONDS, OTHER_DISTRICT_ID, STORAGE_KEYS } from '../../domain/constants';
import { upsertAddress } from '../../domain/address-entry';
import { CHECKOUT_SCREENS, nextScreen } from '../../domain/checkout-flow';
import type { CheckoutScreen } from '../../domain/checkout-flow';
import { sortedDistricts } from '../../domain/delivery';
import { phoneParts } from '../../domain/phone';
import type { Client, ClientAddress } from '../../domain/types';
import { app, hold } from '../app';
import { blamesAddress, priceLookupBlamesAddress } from './errors';
import { emitCheckoutEvent } from './events';
import { goNext, reportFailure, setScreen } from './nav';
import { CheckoutError, discardCreatedOrder, ensureOrderCreated } from './order';
import { checkout, flowContext } from './store';
import { clientSecretFor, deviceClientSecret, storeClient } from '../client/storage';
import { estimateAreaPrice } from './local-order';
import { isApiError } from '../../api/errors';
import { writeCookie } from '../device/cookies';

export function submitAdditionalInfo(text: string): void {
  checkout.additionalInfo = text.trim();
  goNext();
}

export interface ClientInfoInput {
  name: string;
  phone: { number: string; countryCode: string };
}

/**
 * Get-or-create by phone (the server normalises it); on failure the step stays (§8). The device's
 * secret goes along (issue [8/13]); an answer's new secret replaces it. A phone that belongs to
 * another device's client is answered with this device's own view: its addresses (often none,
 * so the flow goes on to entering one) and no points.
 */
export async function submitClientInfo(input: ClientInfoInput): Promise<boolean> {
  const companyId = app.companyId;
  if (checkout.savingOrder || !companyId) return false;
  const parts = phoneParts(input.phone.number, input.phone.countryCode);
  if (!parts) {
    reportFailure('submitClientInfo', new CheckoutError('validation.phone_required'));
    return false;
  }
  checkout.savingOrder = true;
  checkout.notice = null;
  const name = input.name.trim();
  const body = { company_id: companyId, name, ...parts };
  try {
    const client = storeClient(companyId, await getOrCreateClient(body, deviceClientSecret()));
    checkout.pendingClient = null;
    writeCookie(STORAGE_KEYS.COOKIE_CLIENT_NAME, name, COOKIE_MAX_AGE_SECONDS);
    app.client = hold(client);
    app.clientName = name;
    checkout.client = hold(client);
    checkout.clientData.id = client.id;
    checkout.clientData.name = name;
    checkout.clientAddresses = [...client.addresses];
    // Another phone is another list (each device sees only its own): a choice from the old one
    // would point at nothing.
    if (!client.addresses.some((a) => a.id === checkout.selectedClientAddressId))
      checkout.selectedClientAddressId = null;
    checkout.savingOrder = false;
    goNext();
    return true;
  } catch (error) {
    checkout.savingOrder = false;
    if (isApiError(error) && error.isNetworkError) {
      // Offline: the body travels with a queued order and the drain gets or creates the client.
      checkout.pendingClient = body;
      checkout.clientData.name = name;
      goNext();
      return true;
    }
    reportFailure('submitClientInfo', error);
    return false;
  }
}

export function selectAddress(id: string): void {
  checkout.selectedClientAddressId = id;
  checkout.notice = null;
}

/**
 * The §7.1 lookup for an address. A typed address without coordinates or district has nothing
 * to price by; its price stays 'to be defined' (0) and the server decides (docs/decisions.md).
 */
async function lookUpPrice(address: ClientAddress): Promise<DeliveryAreaCost> {
  const companyId = app.companyId ?? '';
  const { latitude, longitude, area_id, area_name } = address;
  if (typeof latitude === 'number' && typeof longitude === 'number') {
    return getDeliveryAreaCost(companyId, { latitude, longitude });
  }
  if (area_id) return getDeliveryAreaCost(companyId, { area_id, area_name });
  return { area_price: 0, area_id: null, area_name: null };
}

/** Offline, a saved address is priced on the device; the server prices it again on arrival. */
function offlineQuote(address: ClientAddress, error: unknown): DeliveryAreaCost {
  const { company, settings } = app;
  if (!isApiError(error) || !error.isNetworkError || !company || !settings) throw error;
  const price = estimateAreaPrice(company, settings, address);
  if (price === null) throw new CheckoutError('checkout.errors.coverage');
  return { area_price: price, area_id: address.area_id, area_name: address.area_name };
}

function markInvalid(id: string): void {
  if (!checkout.invalidAddressIds.includes(id)) checkout.invalidAddressIds.push(id);
}

/** Address list submit: price lookup, then the order with that price, then next (§4.4). */
export async function submitDeliveryAddress(): Promise<boolean> {
  const id = checkout.selectedClientAddressId;
  const address = checkout.clientAddresses.find((a) => a.id === id);
  if (!address || checkout.savingOrder || checkout.busy.order) return false;
  checkout.notice = null;
  checkout.busy.order = true;
  let cost: DeliveryAreaCost;
  try {
    cost = await lookUpPrice(address).catch((error: unknown) => offlineQuote(address, error));
  } catch (error) {
    const notice = reportFailure('deliveryAreaCost', error);
    if (priceLookupBlamesAddress(error, notice)) markInvalid(address.id);
    return false;
  } finally {
    checkout.busy.order = false;
  }
  const order = checkout.createdOrder;
  if (order && (order.address?.id !== address.id || order.delivery_price !== cost.area_price)) {
    discardCreatedOrder();
  }
  checkout.deliveryPrice = cost.area_price;
  try {
    await ensureOrderCreated();
  } catch (error) {
    const notice = reportFailure('submitDeliveryAddress', error);
    if (blamesAddress(notice)) markInvalid(address.id);
    return false;
  }
  emitCheckoutEvent('orderCreated', { clientEmail: checkout.client?.email ?? null });
  goNext();
  return true;
}

export interface ManualAddressInput {
  street: string;
  number: string;
  /** A district id, OTHER_DISTRICT_ID, or empty when the select is not shown. */
  district?: string | null;
  neighborhood?: string | null;
  complement?: string | null;
  reference?: string | null;
}

const blankAsNull = (v: string | null | undefined) => {
  const text = (v ?? '').trim();
  return text === '' ? null : text;
};

function areaOf(input: ManualAddressInput): { area_id: string | null; area_name: string | null } {
  if (!input.district) return { area_id: null, area_name: null };
  if (input.district === OTHER_DISTRICT_ID) {
    return { area_id: OTHER_DISTRICT_ID, area_name: blankAsNull(input.neighborhood) };
  }
  const districts = sortedDistricts(app.company?.delivery_districts ?? []);
  const hit = districts.find((d) => d.id === input.district);
  return hit ? { area_id: hit.id, area_name: hit.name } : { area_id: null, area_name: null };
}

/** Manual entry: creates 'street #number', selects it, then continues as the list's submit. */
export async function createManualAddress(input: ManualAddressInput): Promise<boolean> {
  const client = checkout.client;
  if (checkout.savingOrder) return false;
  if (!client) {
    reportFailure('createManualAddress', new CheckoutError('checkout.errors.noClient'));
    return false;
  }
  checkout.savingOrder = true;
  checkout.notice = null;
  let address: ClientAddress;
  try {
    const payload = {
      client_id: client.id,
      address: `${input.street.trim()} #${input.number.trim()}`,
      ...areaOf(input),
      complement: blankAsNull(input.complement),
      reference: blankAsNull(input.reference),
      latitude: null,
      longitude: null,
    };
    // The address joins this device's own list, so it needs this device's secret (issue [8/13]).
    address = await createAddress(payload, clientSecretFor(client.id));
  } catch (error) {
    reportFailure('createManualAddress', error);
    return false;
  } finally {
    checkout.savingOrder = false;
  }
  addCreatedAddress(client, address);
  return continueWithCreatedAddress(CHECKOUT_SCREENS.DELIVERY_ADDRESS_CREATE);
}

/**
 * A created address joins the client's list and is selected. The server answers an identical
 * address with the saved one, so it replaces that entry by id instead of repeating it. The
 * device's copy of the client (for offline delivery) follows.
 */
export function addCreatedAddress(client: Client, address: ClientAddress): void {
  const updated = hold({ ...client, addresses: upsertAddress(client.addresses, address) });
  checkout.client = updated;
  if (app.client?.id === updated.id) app.client = updated;
  checkout.clientAddresses = upsertAddress(checkout.clientAddresses, address);
  checkout.selectedClientAddressId = address.id;
  if (app.companyId) storeClient(app.companyId, updated);
}

/** After an address-create screen: next per §4.4, through the list's priced submit for the summary. */
export async function continueWithCreatedAddress(from: CheckoutScreen): Promise<boolean> {
  const ctx = flowContext();
  const next = ctx ? nextScreen(from, ctx) : null;
  if (next !== CHECKOUT_SCREENS.ORDER_SUMMARY) {
    if (next) setScreen(next);
    return true;
  }
  // The summary needs the priced order: the list's submit does that and moves on; if it fails
  // the list shows the new address marked, with the reason.
  checkout.screen = CHECKOUT_SCREENS.DELIVERY_ADDRESS;
  const ok = await submitDeliveryAddress();
  // A refusal that corrected the cart closed the checkout (recovery.ts): stay closed.
  if (!ok && checkout.showCheckoutModal) {
    const notice = checkout.notice;
    setScreen(CHECKOUT_SCREENS.DELIVERY_ADDRESS);
    checkout.notice = notice;
  }
  return ok;
}
