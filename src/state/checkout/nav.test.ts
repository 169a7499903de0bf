// §4.4 opening, back and close through the store actions (the network is absent here, so the
// payment methods fail to load, which is itself a §8 case worth pinning).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_SCREENS as S } from '../../domain/checkout-flow';
import { makeCompany, makeService, makeSettings } from '../../domain/order-taking.fixtures';
import type { Client } from '../../domain/types';
import { app, hold } from '../app';
import { onCheckoutEvent } from './events';
import { addNewAddress, clearCheckout, goBack, goNext, openCheckout } from './nav';
import { checkout } from './store';
import { submitAdditionalInfo } from './steps';

const client: Client = {
  id: 'cl-1',
  name: 'Ana',
  email: null,
  phone_number: '2125550123',
  source: null,
  addresses: [
    {
      id: 'a1',
      address: 'Main St #1',
      complement: null,
      reference: null,
      area_id: null,
      area_name: null,
      latitude: null,
      longitude: null,
    },
  ],
  available_points: 0,
};

let paths: string[] = [];
let stop: () => void = () => undefined;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  app.companyId = 'company-1';
  app.company = hold(makeCompany());
  app.settings = hold(
    makeSettings({
      takeaway: makeService({ collect_client_info: true }),
      onsite: makeService({ additional_input: 'Pager number' }),
    }),
  );
  app.client = null;
  clearCheckout();
  checkout.client = null;
  paths = [];
  stop = onCheckoutEvent((name, detail) => {
    if (name === 'virtualPageView') paths.push((detail as { path: string }).path);
  });
});

afterEach(() => {
  stop();
  vi.restoreAllMocks();
});

describe('openCheckout', () => {
  it('opens on the first screen and reports its virtual page', async () => {
    await openCheckout('TAKEAWAY');
    expect(checkout.showCheckoutModal).toBe(true);
    expect(checkout.screen).toBe(S.CLIENT_INFO);
    expect(checkout.serviceType).toBe('TAKEAWAY');
    expect(paths).toEqual(['/checkout/personal_information']);
  });

  it('marks the payment methods as failed when they cannot load (§8)', async () => {
    await openCheckout('TAKEAWAY');
    expect(checkout.paymentMethodsError).toBe(true);
    expect(checkout.paymentMethods).toBeNull();
  });

  it('uses a restored client: delivery starts on the address list with the first selected', async () => {
    app.client = hold(client);
    await openCheckout('DELIVERY');
    expect(checkout.screen).toBe(S.DELIVERY_ADDRESS);
    expect(checkout.selectedClientAddressId).toBe('a1');
    expect(paths).toEqual(['/ckeckout/address/list']);
  });
});

describe('back, next and close', () => {
  it('back from the first screen closes and clears (§4.4 none)', async () => {
    await openCheckout('TAKEAWAY');
    goBack();
    expect(checkout.showCheckoutModal).toBe(false);
    expect(checkout.screen).toBeNull();
    expect(checkout.serviceType).toBeNull();
  });

  it('additional info is stored and leads on; back returns to it', async () => {
    await openCheckout('ONSITE');
    expect(checkout.screen).toBe(S.ADDITIONAL_INFO);
    submitAdditionalInfo('  Pager 12 ');
    expect(checkout.additionalInfo).toBe('Pager 12');
    expect(checkout.screen).toBe(S.ORDER_SUMMARY);
    goBack();
    expect(checkout.screen).toBe(S.ADDITIONAL_INFO);
  });

  it("'add new address' opens manual entry (map validation off) and back returns to the list", async () => {
    app.client = hold(client);
    await openCheckout('DELIVERY');
    addNewAddress();
    expect(checkout.screen).toBe(S.DELIVERY_ADDRESS_CREATE);
    goBack();
    expect(checkout.screen).toBe(S.DELIVERY_ADDRESS);
  });

  it("'add new address' opens the search when the price is by range (coordinates needed)", async () => {
    app.client = hold(client);
    const settings = makeSettings();
    app.settings = hold({
      ...settings,
      delivery: { ...settings.delivery, prices: { type: 'ranges', ranges: [{ max: 3 }] } },
    });
    await openCheckout('DELIVERY');
    addNewAddress();
    expect(checkout.screen).toBe(S.DELIVERY_AUTOCOMPLETE);
    goBack();
    expect(checkout.screen).toBe(S.DELIVERY_ADDRESS);
  });

  it('clearing keeps the client but drops per-order data', async () => {
    app.client = hold(client);
    await openCheckout('DELIVERY');
    checkout.tipValue = 200;
    checkout.invalidAddressIds = ['a1'];
    goNext();
    clearCheckout();
    expect(checkout.client?.id).toBe('cl-1');
    expect(checkout.tipValue).toBe(0);
    expect(checkout.selectedClientAddressId).toBeNull();
    expect(checkout.invalidAddressIds).toEqual([]);
    expect(checkout.createdOrder).toBeNull();
  });
});
