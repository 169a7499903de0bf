// §2.10 frame decisions, the manual address form's setup, and when field messages show.
import { describe, expect, it } from 'vitest';
import { CHECKOUT_SCREENS as S } from '../../domain/checkout-flow';
import type { CheckoutScreen } from '../../domain/checkout-flow';
import { deliverySettings } from '../../domain/catalogue.fixtures';
import { validateForm } from '../../domain/validation-core';
import { additionalInfoSchema } from '../../domain/validation-forms';
import { addressFormSetup } from './address-options';
import {
  closeAction,
  contentScrolls,
  dismissAction,
  showsBack,
  showsClose,
  titleKey,
} from './frame';
import { scrollTopFor, translatedParams, visibleError } from './form-errors';

const ALL = Object.values(S) as CheckoutScreen[];

describe('§2.10 back and close', () => {
  it('hides back only on the order summary', () => {
    expect(ALL.filter((s) => !showsBack(s))).toEqual([S.ORDER_SUMMARY]);
  });

  it('shows close on the summary, client info and the address screens', () => {
    expect(showsClose(S.ORDER_SUMMARY)).toBe(true);
    expect(showsClose(S.CLIENT_INFO)).toBe(true);
    expect(showsClose(S.DELIVERY_ADDRESS)).toBe(true);
    expect(showsClose(S.ADDITIONAL_INFO)).toBe(false);
  });

  it('shows close on the map screens; on the map confirm it steps back (§2.10)', () => {
    expect(showsClose(S.DELIVERY_MAP)).toBe(true);
    expect(showsClose(S.DELIVERY_MAP_ADDRESS_CREATE)).toBe(true);
    expect(showsClose(S.DELIVERY_AUTOCOMPLETE)).toBe(false);
    expect(ALL.filter((s) => closeAction(s) === 'back')).toEqual([S.DELIVERY_MAP_ADDRESS_CREATE]);
  });

  it('keeps only the autocomplete screen from scrolling (§2.10)', () => {
    expect(ALL.filter((s) => !contentScrolls(s))).toEqual([S.DELIVERY_AUTOCOMPLETE]);
  });

  it('titles the map screen select-your-location and the search screen add-your-address', () => {
    expect(titleKey(S.DELIVERY_MAP, 'DELIVERY')).toBe('checkout.titles.selectLocation');
    expect(titleKey(S.DELIVERY_AUTOCOMPLETE, 'DELIVERY')).toBe('checkout.titles.address');
  });

  it('never dismisses while saving or loading; otherwise asks to confirm', () => {
    expect(dismissAction(true)).toBe('ignore');
    expect(dismissAction(false)).toBe('confirm');
  });

  it('titles the summary by service type and the rest by screen', () => {
    expect(titleKey(S.ORDER_SUMMARY, 'DELIVERY')).toBe('checkout.titles.summary.delivery');
    expect(titleKey(S.CLIENT_INFO, 'DELIVERY')).toBe('checkout.titles.clientInfo');
    expect(titleKey(S.DELIVERY_ADDRESS_CREATE, 'DELIVERY')).toBe('checkout.titles.address');
  });
});

const company = {
  delivery_districts: [
    { id: 'd2', name: 'Roma Norte', enabled: true, price: 3000 },
    { id: 'd1', name: 'Condesa', enabled: true, price: 2500 },
    { id: 'd3', name: 'Polanco', enabled: false, price: 4000 },
  ],
};

describe('manual address form setup', () => {
  it('shows enabled districts sorted by name for the districts price type', () => {
    const setup = addressFormSetup(
      company,
      deliverySettings({ type: 'districts', area: { enable_out_of_area: true } }),
      'es',
    );
    expect(setup.districts.map((d) => d.name)).toEqual(['Condesa', 'Roma Norte']);
    expect(setup).toMatchObject({ showDistricts: true, otherDistrict: true });
  });

  it('hides the select for other price types; the complement follows the custom label', () => {
    const setup = addressFormSetup(
      company,
      deliverySettings(
        { type: 'ranges' },
        { additional_address_information: 'Apartment, suite or floor' },
      ),
      'en',
    );
    expect(setup).toMatchObject({
      showDistricts: false,
      otherDistrict: false,
      complementRequired: true,
      complementLabel: 'Apartment, suite or floor',
    });
    const plain = addressFormSetup(company, deliverySettings({ type: 'fixed' }), 'en');
    expect(plain).toMatchObject({ complementRequired: false, complementLabel: null });
  });
});

describe('field messages', () => {
  const result = validateForm(additionalInfoSchema, { additional_info: '' });

  it('show after blur or a submit attempt, not before', () => {
    expect(visibleError(result, 'additional_info', {}, false)).toBeNull();
    expect(visibleError(result, 'additional_info', { additional_info: true }, false)?.key).toBe(
      'validation.required_field',
    );
    expect(visibleError(result, 'additional_info', {}, true)?.key).toBe(
      'validation.required_field',
    );
  });

  it('translate field-name params', () => {
    const params = translatedParams(
      { key: 'validation.field_required_f', params: { field: 'validation.fields.street', n: 2 } },
      (key) => `«${key}»`,
    );
    expect(params).toEqual({ field: '«validation.fields.street»', n: 2 });
  });

  it('scroll so the first error sits 56 px below the top of its container', () => {
    expect(scrollTopFor(500, 100, 40)).toBe(40 + 400 - 56);
    expect(scrollTopFor(120, 100, 0)).toBe(0);
  });
});
