import { describe, expect, it } from 'vitest';
import type { DeliveryPriceType, ServiceType } from './types';
import {
  addNewAddressScreen,
  CHECKOUT_SCREENS as S,
  manualEntryPriced,
  clearCheckoutData,
  clientInfoNeeded,
  firstScreen,
  initialCheckoutData,
  nextScreen,
  previousScreen,
} from './checkout-flow';
import type { CheckoutData, CheckoutFlowContext, CheckoutScreen } from './checkout-flow';
import type { OnlinePayment } from './payment-state';

const intent = (id: string): OnlinePayment => ({
  id,
  reference_id: 'order-1',
  provider: 'sandbox',
  method: 'card',
  payment_method_id: 'pm-1',
  amount: 1000,
  currency: 'USD',
  state: 'created',
  client: {},
  refund_state: null,
  refund_reason: null,
  expires_at: null,
});

interface Flags {
  additional?: boolean;
  collect?: boolean;
  created?: boolean;
  map?: boolean;
  price?: DeliveryPriceType | null;
}

function flow(serviceType: ServiceType, flags: Flags = {}): CheckoutFlowContext {
  return {
    serviceType,
    serviceSettings: {
      additional_input: flags.additional ? 'Table or seat' : null,
      collect_client_info: flags.collect ?? false,
    },
    clientCreated: flags.created ?? false,
    mapValidation: flags.map ?? false,
    deliveryPriceType: flags.price === undefined ? 'fixed' : flags.price,
  };
}

describe('§4.4 client info needed', () => {
  it.each([
    ['delivery, no client yet', flow('DELIVERY'), true],
    ['delivery, client created', flow('DELIVERY', { created: true }), false],
    ['takeaway collecting client info', flow('TAKEAWAY', { collect: true }), true],
    ['takeaway not collecting', flow('TAKEAWAY'), false],
    ['table collecting, client created', flow('TABLE', { collect: true, created: true }), false],
  ])('%s', (_label, ctx, expected) => {
    expect(clientInfoNeeded(ctx)).toBe(expected);
  });

  it('a blank additional_input label does not add the step', () => {
    expect(firstScreen({ ...flow('TABLE'), serviceSettings: { additional_input: '   ' } })).toBe(
      S.ORDER_SUMMARY,
    );
  });
});

describe('§4.4 first screen', () => {
  it.each([
    ['additional input first', flow('DELIVERY', { additional: true }), S.ADDITIONAL_INFO],
    ['client info when needed', flow('TAKEAWAY', { collect: true }), S.CLIENT_INFO],
    [
      'delivery with a known client goes to the address',
      flow('DELIVERY', { created: true }),
      S.DELIVERY_ADDRESS,
    ],
    ['delivery without a client asks who first', flow('DELIVERY'), S.CLIENT_INFO],
    ['otherwise the summary', flow('ONSITE'), S.ORDER_SUMMARY],
  ])('%s', (_label, ctx, expected) => {
    expect(firstScreen(ctx)).toBe(expected);
  });
});

describe('§4.4 next screen', () => {
  it.each<[string, CheckoutScreen, CheckoutFlowContext, CheckoutScreen | null]>([
    [
      'additional → client info',
      S.ADDITIONAL_INFO,
      flow('TAKEAWAY', { collect: true }),
      S.CLIENT_INFO,
    ],
    [
      'additional → address (delivery, client known)',
      S.ADDITIONAL_INFO,
      flow('DELIVERY', { created: true }),
      S.DELIVERY_ADDRESS,
    ],
    ['additional → summary', S.ADDITIONAL_INFO, flow('TABLE'), S.ORDER_SUMMARY],
    ['client info → address for delivery', S.CLIENT_INFO, flow('DELIVERY'), S.DELIVERY_ADDRESS],
    [
      'client info → summary otherwise',
      S.CLIENT_INFO,
      flow('TAKEAWAY', { collect: true }),
      S.ORDER_SUMMARY,
    ],
    [
      'address list → summary',
      S.DELIVERY_ADDRESS,
      flow('DELIVERY', { created: true }),
      S.ORDER_SUMMARY,
    ],
    [
      'autocomplete → map address confirm',
      S.DELIVERY_AUTOCOMPLETE,
      flow('DELIVERY'),
      S.DELIVERY_MAP_ADDRESS_CREATE,
    ],
    ['map → map address confirm', S.DELIVERY_MAP, flow('DELIVERY'), S.DELIVERY_MAP_ADDRESS_CREATE],
    [
      'manual address → summary (chosen reading)',
      S.DELIVERY_ADDRESS_CREATE,
      flow('DELIVERY', { created: true }),
      S.ORDER_SUMMARY,
    ],
    [
      'map address confirm → summary (chosen reading)',
      S.DELIVERY_MAP_ADDRESS_CREATE,
      flow('DELIVERY', { created: true }),
      S.ORDER_SUMMARY,
    ],
    ['summary is the last screen', S.ORDER_SUMMARY, flow('DELIVERY'), null],
  ])('%s', (_label, screen, ctx, expected) => {
    expect(nextScreen(screen, ctx)).toBe(expected);
  });
});

describe('§4.4 previous screen', () => {
  it.each<[string, CheckoutScreen, CheckoutFlowContext, CheckoutScreen | null]>([
    [
      'summary → address for delivery',
      S.ORDER_SUMMARY,
      flow('DELIVERY', { created: true }),
      S.DELIVERY_ADDRESS,
    ],
    [
      'summary → client info when still needed',
      S.ORDER_SUMMARY,
      flow('TAKEAWAY', { collect: true }),
      S.CLIENT_INFO,
    ],
    [
      'summary → additional info',
      S.ORDER_SUMMARY,
      flow('TABLE', { additional: true }),
      S.ADDITIONAL_INFO,
    ],
    ['summary → close', S.ORDER_SUMMARY, flow('ONSITE'), null],
    ['autocomplete → address list', S.DELIVERY_AUTOCOMPLETE, flow('DELIVERY'), S.DELIVERY_ADDRESS],
    [
      'manual address → address list',
      S.DELIVERY_ADDRESS_CREATE,
      flow('DELIVERY'),
      S.DELIVERY_ADDRESS,
    ],
    ['map → address list', S.DELIVERY_MAP, flow('DELIVERY'), S.DELIVERY_ADDRESS],
    [
      'map address confirm → address list',
      S.DELIVERY_MAP_ADDRESS_CREATE,
      flow('DELIVERY'),
      S.DELIVERY_ADDRESS,
    ],
    ['address list → client info', S.DELIVERY_ADDRESS, flow('DELIVERY'), S.CLIENT_INFO],
    [
      'address list → additional info',
      S.DELIVERY_ADDRESS,
      flow('DELIVERY', { created: true, additional: true }),
      S.ADDITIONAL_INFO,
    ],
    ['address list → close', S.DELIVERY_ADDRESS, flow('DELIVERY', { created: true }), null],
    [
      'client info → additional info',
      S.CLIENT_INFO,
      flow('DELIVERY', { additional: true }),
      S.ADDITIONAL_INFO,
    ],
    ['client info → close', S.CLIENT_INFO, flow('DELIVERY'), null],
    ['additional info → close', S.ADDITIONAL_INFO, flow('DELIVERY', { additional: true }), null],
  ])('%s', (_label, screen, ctx, expected) => {
    expect(previousScreen(screen, ctx)).toBe(expected);
  });
});

describe('§4.4 add new address (docs/decisions.md: search whenever the price needs coordinates)', () => {
  const cases: [boolean, DeliveryPriceType | null, string][] = [
    [true, 'fixed', S.DELIVERY_AUTOCOMPLETE],
    [true, 'districts', S.DELIVERY_AUTOCOMPLETE],
    [false, 'fixed', S.DELIVERY_ADDRESS_CREATE],
    [false, 'to_be_defined', S.DELIVERY_ADDRESS_CREATE],
    [false, 'districts', S.DELIVERY_ADDRESS_CREATE],
    [false, null, S.DELIVERY_ADDRESS_CREATE],
    [false, 'ranges', S.DELIVERY_AUTOCOMPLETE],
    [false, 'areas', S.DELIVERY_AUTOCOMPLETE],
    [false, 'distance', S.DELIVERY_AUTOCOMPLETE],
  ];
  it.each(cases)('map validation %s, price %s opens %s', (map, price, expected) => {
    expect(addNewAddressScreen(flow('DELIVERY', { map, price }))).toBe(expected);
  });

  it.each([
    ['fixed', true],
    ['to_be_defined', true],
    ['districts', true],
    ['ranges', false],
    ['areas', false],
    ['distance', false],
  ] as const)('manual entry can be priced for %s: %s', (price, expected) => {
    expect(manualEntryPriced({ deliveryPriceType: price })).toBe(expected);
  });
});

describe('§4.4 clearing checkout data', () => {
  function dirty(): CheckoutData {
    return {
      ...initialCheckoutData(),
      lastOrderId: 'order-0',
      serviceType: 'DELIVERY',
      checkoutScreen: S.ORDER_SUMMARY,
      showCheckoutModal: true,
      additionalInfo: 'Seat 4',
      client: {
        id: 'client-1',
        tableNumber: '12',
        name: 'Ana',
        amountAvailableToPay: 5000,
        deliveryPlaceReference: 'blue door',
        orderComments: 'no onions',
        discountCouponCode: 'HELLO',
      },
      tipValue: 300,
      serviceFeeValue: 150,
      orderIsFor: 'later',
      deliveryDate: '2026-06-01T20:00:00Z',
      selectedClientAddressId: 'address-1',
      createdOrderPreviousDataHash: 'abc',
      selectedPaymentMethodId: 'pm-1',
      payOnline: true,
      selectedProviderId: 'provider-1',
      paymentIntents: { instantTransfer: intent('i'), regional: intent('r'), card: intent('c') },
      paymentOnlineErrorCount: 2,
    };
  }

  it('resets the listed fields and keeps the client and last order', () => {
    const cleared = clearCheckoutData(dirty());
    expect(cleared).toMatchObject({
      showCheckoutModal: false,
      checkoutScreen: null,
      serviceType: null,
      createdOrder: null,
      createdOrderPreviousDataHash: null,
      paymentOnlineErrorCount: 0,
      selectedProviderId: null,
      paymentIntents: { instantTransfer: null, regional: null, card: null },
      selectedPaymentMethodId: null,
      selectedClientAddressId: null,
      additionalInfo: '',
      tipValue: 0,
      clientCoupon: null,
      deliveryDate: null,
      orderIsFor: 'now',
      lastOrderId: 'order-0',
      serviceFeeValue: 150,
    });
    expect(cleared.client).toEqual({
      id: 'client-1',
      name: 'Ana',
      tableNumber: null,
      amountAvailableToPay: null,
      deliveryPlaceReference: null,
      orderComments: '',
      discountCouponCode: null,
    });
  });

  it('keeps the modal, screen and service type when told to', () => {
    const cleared = clearCheckoutData(dirty(), { keepModal: true });
    expect([cleared.showCheckoutModal, cleared.checkoutScreen, cleared.serviceType]).toEqual([
      true,
      S.ORDER_SUMMARY,
      'DELIVERY',
    ]);
    expect(cleared.tipValue).toBe(0);
  });

  it('does not mutate the state it is given', () => {
    const state = dirty();
    clearCheckoutData(state);
    expect(state.client.orderComments).toBe('no onions');
    expect(state.paymentIntents.card).toEqual(intent('c'));
  });
});
