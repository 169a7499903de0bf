// The checkout store (docs/contracts.md "Checkout"): the domain's CheckoutData, with the
// current client as a §3 Client (`client`) and the domain's client fields under `clientData`,
// plus what the screens need to render (settings, payment methods, busy flags, errors).
import { proxy, useSnapshot } from 'valtio';
import { initialCheckoutData } from '../../domain/checkout-data';
import type { CheckoutClientData, CheckoutData } from '../../domain/checkout-data';
import type { CheckoutFlowContext, CheckoutScreen } from '../../domain/checkout-flow';
import type {
  Client,
  Order,
  OrderSettings,
  PaymentMethod,
  ServiceSettings,
  ServiceType,
} from '../../domain/types';
import type { EcommerceSettings } from '../../domain/types';
import type { Held } from '../app';
import { app } from '../app';

export type BusyKind = 'order' | 'payment';

/** A refusal or failure shown inline on the current screen (and in a snackbar). */
export interface CheckoutNotice {
  key: string;
  params?: Record<string, string | number>;
}

export interface CheckoutState extends Omit<
  CheckoutData,
  'client' | 'checkoutScreen' | 'createdClient' | 'createdOrder'
> {
  screen: CheckoutScreen | null;
  /** The current client: created on the client-info step, or restored at start-up (§4.9). */
  client: Held<Client> | null;
  clientData: CheckoutClientData;
  createdOrder: Held<Order> | null;
  orderSettings: Held<OrderSettings> | null;
  paymentMethods: Held<PaymentMethod[]> | null;
  paymentMethodsError: boolean;
  /** 'order': the delivery price lookup; 'payment': providers, intents, the payment element. */
  busy: Record<BusyKind, boolean>;
  invalidAddressIds: string[];
  /** The delivery price the order is created with (minor units). */
  deliveryPrice: number;
  notice: CheckoutNotice | null;
  /** One per checkout session: a retried create never makes a second order. */
  idempotencyKey: string | null;
  /** Client info entered offline: sent (get-or-create) before a queued order. */
  pendingClient: PendingClient | null;
  /** §8: 'payment method unavailable' (an intent could not be made) or 'the payment failed'. */
  paymentModal: PaymentModal;
  /** What the card intent was made for (method, amounts); another key means redo it (§4.5). */
  paymentIntentKey: string | null;
  /** The provider's form on screen has loaded and can take a confirm. */
  paymentFormReady: boolean;
}

/** 'returned': the provider took another amount than the bill, and it is refunded ([14/21]). */
export type PaymentModal = 'unavailable' | 'failed' | 'returned' | null;

export interface PendingClient {
  company_id: string;
  name: string;
  country_calling_code: string;
  phone_number: string;
}

export function initialCheckoutState(): CheckoutState {
  const { client, checkoutScreen, createdClient, createdOrder, ...rest } = initialCheckoutData();
  void checkoutScreen;
  void createdClient;
  void createdOrder;
  return {
    ...rest,
    screen: null,
    client: null,
    clientData: client,
    createdOrder: null,
    orderSettings: null,
    paymentMethods: null,
    paymentMethodsError: false,
    busy: { order: false, payment: false },
    invalidAddressIds: [],
    deliveryPrice: 0,
    notice: null,
    idempotencyKey: null,
    pendingClient: null,
    paymentModal: null,
    paymentIntentKey: null,
    paymentFormReady: false,
  };
}

export const checkout = proxy<CheckoutState>(initialCheckoutState());

export function useCheckout() {
  return useSnapshot(checkout);
}

/** The state as the domain's CheckoutData, for clearCheckoutData and friends. */
export function toDomainData(s: CheckoutState): CheckoutData {
  return {
    ...s,
    client: s.clientData,
    checkoutScreen: s.screen,
    createdClient: s.client,
    createdOrder: s.createdOrder,
  };
}

export function serviceSettingsFor(
  settings: EcommerceSettings,
  serviceType: ServiceType,
): ServiceSettings {
  switch (serviceType) {
    case 'TABLE':
      return settings.table;
    case 'ONSITE':
      return settings.onsite;
    case 'TAKEAWAY':
      return settings.takeaway;
    case 'DELIVERY':
      return settings.delivery;
  }
}

/** The §4.4 flow context for the open checkout, or null when nothing is open. */
export function flowContext(): CheckoutFlowContext | null {
  const settings = app.settings;
  const serviceType = checkout.serviceType;
  if (!settings || !serviceType) return null;
  return {
    serviceType,
    serviceSettings: serviceSettingsFor(settings, serviceType),
    clientCreated: checkout.client !== null,
    mapValidation: settings.delivery.google_maps_validation === true,
    deliveryPriceType: settings.delivery.prices?.type ?? null,
  };
}

/** §2.10: the sheet may not be dismissed while the order saves or a payment step loads. */
export function checkoutLocked(s: Pick<CheckoutState, 'savingOrder' | 'busy'>): boolean {
  return s.savingOrder || s.busy.order || s.busy.payment;
}
