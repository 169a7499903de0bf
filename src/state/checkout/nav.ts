// Opening, closing and moving between checkout screens (§4.4), with the domain's flow rules.
import { getOrderSettings } from '../../api/orders';
import { getPaymentMethods } from '../../api/payments';
import { t } from '../../i18n';
import { clearCheckoutData } from '../../domain/checkout-data';
import {
  CHECKOUT_SCREENS,
  addNewAddressScreen,
  firstScreen,
  nextScreen,
  previousScreen,
} from '../../domain/checkout-flow';
import type { CheckoutScreen } from '../../domain/checkout-flow';
import type { ServiceType } from '../../domain/types';
import { showSnackbar } from '../../ui/snackbar-store';
import { app, hold } from '../app';
import { noticeFor } from './errors';
import { reportVirtualPage } from './events';
import { checkout, flowContext, initialCheckoutState, toDomainData } from './store';
import type { CheckoutNotice } from './store';

/** The company or its settings are not loaded yet (start-up still running or failed). */
class CheckoutNotReady extends Error {
  constructor() {
    super('checkout.errors.generic');
    this.name = 'CheckoutError';
  }
}

/** Logs a failure (§8), keeps it on screen and announces it; returns what was shown. */
export function reportFailure(tag: string, error: unknown): CheckoutNotice {
  console.error(`[ERROR:${tag}]`, error);
  const notice =
    error instanceof Error && error.name === 'CheckoutError'
      ? { key: error.message }
      : noticeFor(error);
  checkout.notice = notice;
  showSnackbar(t(notice.key, notice.params), 'error');
  return notice;
}

/** Shows a screen and runs its §4.4 opening step. */
export function setScreen(screen: CheckoutScreen): void {
  checkout.notice = null;
  if (screen === CHECKOUT_SCREENS.DELIVERY_ADDRESS) {
    checkout.mapPlace = null;
    if (checkout.selectedClientAddressId === null) {
      checkout.selectedClientAddressId = checkout.clientAddresses[0]?.id ?? null;
    }
  }
  checkout.screen = screen;
  checkout.showCheckoutModal = true;
  reportVirtualPage(screen);
}

async function loadServiceData(companyId: string, serviceType: ServiceType): Promise<void> {
  const key = serviceType.toLowerCase() as Lowercase<ServiceType>;
  const [settings, methods] = await Promise.allSettled([
    getOrderSettings(companyId),
    getPaymentMethods(companyId, serviceType),
  ]);
  if (checkout.serviceType !== serviceType) return; // closed or switched meanwhile
  if (settings.status === 'fulfilled') checkout.orderSettings = hold(settings.value);
  else console.error('[ERROR:getOrderSettings]', settings.reason);
  if (methods.status === 'fulfilled') {
    checkout.paymentMethods = hold(methods.value[key] ?? []);
    checkout.paymentMethodsError = false;
  } else {
    // §8: the payment section is hidden; the rest of the checkout goes on.
    console.error('[ERROR:getPaymentMethods]', methods.reason);
    checkout.paymentMethods = null;
    checkout.paymentMethodsError = true;
  }
}

/** Opens the checkout for a service type on its §4.4 first screen. */
export function openCheckout(serviceType: ServiceType): Promise<void> {
  const keep = checkout.serviceType === serviceType ? checkout.idempotencyKey : null;
  checkout.serviceType = serviceType;
  checkout.idempotencyKey = keep;
  checkout.invalidAddressIds = [];
  checkout.notice = null;
  checkout.paymentMethods = null;
  checkout.paymentMethodsError = false;
  if (!checkout.client && app.client) {
    checkout.client = app.client;
    checkout.clientAddresses = [...app.client.addresses];
  }
  const ctx = flowContext();
  if (!ctx) {
    reportFailure('openCheckout', new CheckoutNotReady());
    return Promise.resolve();
  }
  setScreen(firstScreen(ctx));
  return app.companyId ? loadServiceData(app.companyId, serviceType) : Promise.resolve();
}

/** §4.4 clearing: the domain decides what goes; our own extras follow it. */
export function clearCheckout(options: { keepModal?: boolean } = {}): void {
  const cleared = clearCheckoutData(toDomainData(checkout), options);
  // CheckoutData names the client fields, screen and entities differently from the store.
  const { client: clientData, checkoutScreen, createdClient, createdOrder, ...rest } = cleared;
  void createdClient;
  void createdOrder;
  Object.assign(checkout, {
    ...rest,
    clientData,
    screen: checkoutScreen,
    createdOrder: null,
    busy: initialCheckoutState().busy,
    invalidAddressIds: [],
    deliveryPrice: 0,
    notice: null,
    idempotencyKey: null,
    paymentModal: null,
    paymentIntentKey: null,
    ...(options.keepModal ? {} : { paymentMethods: null, paymentMethodsError: false }),
  });
}

export function closeCheckout(): void {
  clearCheckout();
}

export function goNext(): void {
  const ctx = flowContext();
  const screen = checkout.screen;
  if (!ctx || !screen) return;
  const next = nextScreen(screen, ctx);
  if (next) setScreen(next);
}

/** Back: the previous screen, or (none) close and clear (§4.4). */
export function goBack(): void {
  const ctx = flowContext();
  const screen = checkout.screen;
  if (!ctx || !screen) return closeCheckout();
  const previous = previousScreen(screen, ctx);
  if (previous) setScreen(previous);
  else closeCheckout();
}

/**
 * 'add new address': the search screen under map validation or when the price needs coordinates,
 * else manual entry (checkout-flow.ts, docs/decisions.md).
 */
export function addNewAddress(): void {
  const ctx = flowContext();
  if (!ctx) return;
  setScreen(addNewAddressScreen(ctx));
}
