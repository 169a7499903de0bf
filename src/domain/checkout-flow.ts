// §4.4 checkout screens: which screen comes first, next and back for a service type.
import type { DeliveryPriceType, ServiceSettings, ServiceType } from './types';

export const CHECKOUT_SCREENS = {
  ADDITIONAL_INFO: 'CHECKOUT_STEP_ADDITIONAL_INFO',
  CLIENT_INFO: 'CHECKOUT_STEP_CLIENT_INFO',
  DELIVERY_ADDRESS: 'CHECKOUT_STEP_DELIVERY_ADDRESS',
  DELIVERY_AUTOCOMPLETE: 'CHECKOUT_STEP_DELIVERY_AUTOCOMPLETE',
  DELIVERY_ADDRESS_CREATE: 'CHECKOUT_STEP_DELIVERY_ADDRESS_CREATE',
  DELIVERY_MAP: 'CHECKOUT_STEP_DELIVERY_MAP',
  DELIVERY_MAP_ADDRESS_CREATE: 'CHECKOUT_STEP_DELIVERY_MAP_ADDRESS_CREATE',
  ORDER_SUMMARY: 'CHECKOUT_STEP_ORDER_SUMMARY',
} as const;

export type CheckoutScreen = (typeof CHECKOUT_SCREENS)[keyof typeof CHECKOUT_SCREENS];

export interface CheckoutFlowContext {
  serviceType: ServiceType;
  serviceSettings: Pick<ServiceSettings, 'collect_client_info' | 'additional_input'>;
  clientCreated: boolean;
  /** Delivery map validation (google_maps_validation): new addresses are searched, not typed. */
  mapValidation: boolean;
  /** The delivery price type (§9): ranges, areas and distance price by where the address is. */
  deliveryPriceType: DeliveryPriceType | null;
}

const S = CHECKOUT_SCREENS;

/** §4.4 'Client info needed'. */
export function clientInfoNeeded(ctx: CheckoutFlowContext): boolean {
  const wanted = ctx.serviceType === 'DELIVERY' || ctx.serviceSettings.collect_client_info === true;
  return wanted && !ctx.clientCreated;
}

/** §4.4 'Additional input': a blank label counts as none, since there would be nothing to ask. */
export function hasAdditionalInput(ctx: CheckoutFlowContext): boolean {
  return (ctx.serviceSettings.additional_input ?? '').trim() !== '';
}

const isDelivery = (ctx: CheckoutFlowContext) => ctx.serviceType === 'DELIVERY';

function afterClientInfo(ctx: CheckoutFlowContext): CheckoutScreen {
  return isDelivery(ctx) ? S.DELIVERY_ADDRESS : S.ORDER_SUMMARY;
}

function afterAdditionalInfo(ctx: CheckoutFlowContext): CheckoutScreen {
  return clientInfoNeeded(ctx) ? S.CLIENT_INFO : afterClientInfo(ctx);
}

/** The way back before the address list: client info, additional info, or close (null). */
function beforeAddress(ctx: CheckoutFlowContext): CheckoutScreen | null {
  if (clientInfoNeeded(ctx)) return S.CLIENT_INFO;
  return hasAdditionalInput(ctx) ? S.ADDITIONAL_INFO : null;
}

export function firstScreen(ctx: CheckoutFlowContext): CheckoutScreen {
  return hasAdditionalInput(ctx) ? S.ADDITIONAL_INFO : afterAdditionalInfo(ctx);
}

/**
 * Null after the order summary (completion takes over). Both address-create screens lead
 * to the order summary: client info is collected before the address, so going back to it
 * would ask again for what the customer just gave.
 */
export function nextScreen(
  screen: CheckoutScreen,
  ctx: CheckoutFlowContext,
): CheckoutScreen | null {
  switch (screen) {
    case S.ADDITIONAL_INFO:
      return afterAdditionalInfo(ctx);
    case S.CLIENT_INFO:
      return afterClientInfo(ctx);
    case S.DELIVERY_AUTOCOMPLETE:
    case S.DELIVERY_MAP:
      return S.DELIVERY_MAP_ADDRESS_CREATE;
    case S.DELIVERY_ADDRESS:
    case S.DELIVERY_ADDRESS_CREATE:
    case S.DELIVERY_MAP_ADDRESS_CREATE:
      return S.ORDER_SUMMARY;
    case S.ORDER_SUMMARY:
      return null;
  }
}

/** Null means: close the modal and clear the checkout data (§4.4). */
export function previousScreen(
  screen: CheckoutScreen,
  ctx: CheckoutFlowContext,
): CheckoutScreen | null {
  switch (screen) {
    case S.ORDER_SUMMARY:
      return isDelivery(ctx) ? S.DELIVERY_ADDRESS : beforeAddress(ctx);
    case S.DELIVERY_AUTOCOMPLETE:
    case S.DELIVERY_ADDRESS_CREATE:
    case S.DELIVERY_MAP:
    case S.DELIVERY_MAP_ADDRESS_CREATE:
      return S.DELIVERY_ADDRESS;
    case S.DELIVERY_ADDRESS:
      return beforeAddress(ctx);
    case S.CLIENT_INFO:
      return hasAdditionalInput(ctx) ? S.ADDITIONAL_INFO : null;
    case S.ADDITIONAL_INFO:
      return null;
  }
}

/** Price types that need the address's coordinates: by distance, by range, by area polygon. */
export function priceNeedsCoordinates(type: DeliveryPriceType | null): boolean {
  return type === 'ranges' || type === 'areas' || type === 'distance';
}

/**
 * A typed address (street and number, maybe a district) can be priced: fixed, to be defined, or
 * districts. The search screen links to manual entry only then (docs/decisions.md).
 */
export function manualEntryPriced(ctx: Pick<CheckoutFlowContext, 'deliveryPriceType'>): boolean {
  return !priceNeedsCoordinates(ctx.deliveryPriceType);
}

/**
 * §4.4 'add new address': the search screen under map validation, and also whenever the price
 * needs coordinates (a typed address would have nothing to be priced by); else manual entry.
 */
export function addNewAddressScreen(ctx: CheckoutFlowContext): CheckoutScreen {
  return ctx.mapValidation || !manualEntryPriced(ctx)
    ? S.DELIVERY_AUTOCOMPLETE
    : S.DELIVERY_ADDRESS_CREATE;
}

export { clearCheckoutData, initialCheckoutData, ORDER_IS_FOR_DEFAULT } from './checkout-data';
export type {
  CheckoutData,
  CheckoutClientData,
  MapPlace,
  OrderIsFor,
  PaymentIntent,
  PaymentIntentKind,
} from './checkout-data';
