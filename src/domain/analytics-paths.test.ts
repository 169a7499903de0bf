import { describe, expect, it } from 'vitest';
import { VIRTUAL_PAGE_PATHS, virtualPagePath } from './analytics-paths';

describe('§2.12 analytics virtual page paths', () => {
  it.each([
    ['landing', '/welcome_page'],
    ['products', '/products'],
    ['cart', '/cart'],
    ['additional_info', '/checkout/additional_information'],
    ['client_info', '/checkout/personal_information'],
    ['delivery_address', '/ckeckout/address/list'],
    ['delivery_autocomplete', '/checkout/address/search_dropdown'],
    ['delivery_map', '/checkout/address/search_map'],
    ['delivery_location', '/checkout/address/search_location'],
    ['delivery_address_create', '/checkout/address/search/creation'],
    ['payment', '/checkout/payment'],
    ['confirmation', '/checkout/confirmation'],
    ['not_found', '/404'],
    ['CHECKOUT_STEP_DELIVERY_ADDRESS', '/ckeckout/address/list'],
    ['CHECKOUT_STEP_CLIENT_INFO', '/checkout/personal_information'],
    ['CHECKOUT_STEP_ORDER_SUMMARY', '/checkout/payment'],
    ['something_else', '/404'],
    ['toString', '/404'],
  ])('%s → %s', (screen, path) => {
    expect(virtualPagePath(screen)).toBe(path);
  });

  it('keeps the spec’s spelling of the address list path', () => {
    expect(VIRTUAL_PAGE_PATHS.delivery_address.startsWith('/ckeckout/')).toBe(true);
  });
});
