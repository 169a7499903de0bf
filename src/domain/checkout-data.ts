// §3 "Held state" (checkout and payment parts) and §4.4 "Clearing checkout data".
import type { Client, ClientAddress, Coupon, Order, ServiceType } from './types';
import type { CheckoutScreen } from './checkout-flow';
import type { OnlinePayment } from './payment-state';

/** §4.5 "If the order is for now": the spec does not show the default; 'now' is ours. */
export type OrderIsFor = 'now' | 'later';
export const ORDER_IS_FOR_DEFAULT: OrderIsFor = 'now';

export interface CheckoutClientData {
  id: string | null;
  tableNumber: string | null;
  name: string;
  amountAvailableToPay: number | null;
  deliveryPlaceReference: string | null;
  orderComments: string;
  discountCouponCode: string | null;
}

/** §3 "Map place". */
export interface MapPlace {
  address: string;
  lat: number;
  lng: number;
  exactAddress: string | null;
}

/** Provider-specific parameters for the embedded payment form, opaque to the domain. */
/** A prepared online payment (§2.11 'one payment intent per provider kind'). */
export type PaymentIntent = OnlinePayment;
export type PaymentIntentKind = 'instantTransfer' | 'regional' | 'card';

export interface CheckoutData {
  lastOrderId: string | null;
  serviceType: ServiceType | null;
  checkoutScreen: CheckoutScreen | null;
  showCheckoutModal: boolean;
  additionalInfo: string;
  client: CheckoutClientData;
  clientCoupon: Coupon | null;
  tipValue: number;
  serviceFeeValue: number;
  savingOrder: boolean;
  orderIsFor: OrderIsFor;
  /** ISO instant of a scheduled order. */
  deliveryDate: string | null;
  mapPlace: MapPlace | null;
  mapCenter: { lat: number; lng: number };
  selectedClientAddressId: string | null;
  clientAddresses: ClientAddress[];
  createdClient: Client | null;
  createdOrder: Order | null;
  createdOrderPreviousDataHash: string | null;
  selectedPaymentMethodId: string | null;
  payOnline: boolean;
  selectedProviderId: string | null;
  paymentIntents: Record<PaymentIntentKind, PaymentIntent | null>;
  paymentOnlineErrorCount: number;
}

const noIntents = (): Record<PaymentIntentKind, PaymentIntent | null> => ({
  instantTransfer: null,
  regional: null,
  card: null,
});

export function initialCheckoutData(): CheckoutData {
  return {
    lastOrderId: null,
    serviceType: null,
    checkoutScreen: null,
    showCheckoutModal: false,
    additionalInfo: '',
    client: {
      id: null,
      tableNumber: null,
      name: '',
      amountAvailableToPay: null,
      deliveryPlaceReference: null,
      orderComments: '',
      discountCouponCode: null,
    },
    clientCoupon: null,
    tipValue: 0,
    serviceFeeValue: 0,
    savingOrder: false,
    orderIsFor: ORDER_IS_FOR_DEFAULT,
    deliveryDate: null,
    mapPlace: null,
    mapCenter: { lat: 0, lng: 0 },
    selectedClientAddressId: null,
    clientAddresses: [],
    createdClient: null,
    createdOrder: null,
    createdOrderPreviousDataHash: null,
    selectedPaymentMethodId: null,
    payOnline: false,
    selectedProviderId: null,
    paymentIntents: noIntents(),
    paymentOnlineErrorCount: 0,
  };
}

/**
 * §4.4: the state after clearing, as a new object. Fields the spec does not list (the
 * client's id and name, saved addresses, the map place, the service fee, last order id)
 * are kept, so a customer reopening checkout is not asked again.
 */
export function clearCheckoutData(
  state: CheckoutData,
  options: { keepModal?: boolean } = {},
): CheckoutData {
  const modal = options.keepModal
    ? {}
    : { showCheckoutModal: false, checkoutScreen: null, serviceType: null };
  return {
    ...state,
    ...modal,
    createdOrder: null,
    createdOrderPreviousDataHash: null,
    paymentOnlineErrorCount: 0,
    selectedProviderId: null,
    paymentIntents: noIntents(),
    selectedPaymentMethodId: null,
    selectedClientAddressId: null,
    additionalInfo: '',
    tipValue: 0,
    client: {
      ...state.client,
      tableNumber: null,
      amountAvailableToPay: null,
      deliveryPlaceReference: null,
      orderComments: '',
      discountCouponCode: null,
    },
    clientCoupon: null,
    deliveryDate: null,
    orderIsFor: ORDER_IS_FOR_DEFAULT,
  };
}
