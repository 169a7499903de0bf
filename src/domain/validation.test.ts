import { describe, expect, it } from 'vitest';
import {
  FIELD_NAME_KEYS,
  VALIDATION_KEYS,
  additionalInfoSchema,
  clientInfoSchema,
  deliveryAddressCreateSchema,
  deliveryAddressListSchema,
  mapAddressCreateSchema,
  mapScreenSchema,
  orderSummarySchema,
  validateForm,
} from './validation';
import type { FormResult } from './validation';

// Every key a form can produce must be in VALIDATION_KEYS, because the i18n completeness test
// checks the dictionaries against that list.
describe('§5.1 every produced message key is exported', () => {
  const empty = {};
  const long = {
    additional_info: 'x'.repeat(99),
    number: '9'.repeat(99),
    comment: 'x'.repeat(999),
  };
  const cases: [string, () => FormResult][] = [
    ['additional info', () => validateForm(additionalInfoSchema, long)],
    [
      'client info',
      () =>
        validateForm(clientInfoSchema({ companyCountry: 'BR' }), {
          phone: { number: '11 1234 567', countryCode: 'BR' },
        }),
    ],
    ['address list', () => validateForm(deliveryAddressListSchema, empty)],
    [
      'address create',
      () =>
        validateForm(
          deliveryAddressCreateSchema({ complementRequired: true, showDistricts: true }),
          long,
        ),
    ],
    [
      'map address create',
      () => validateForm(mapAddressCreateSchema({ complementRequired: true }), empty),
    ],
    [
      'map screen',
      () => validateForm(mapScreenSchema({ company: { latitude: 0, longitude: 0 } }), long),
    ],
    [
      'order summary',
      () => validateForm(orderSummarySchema({ paymentMethodRequired: true }), long),
    ],
  ];
  it.each(cases)('%s', (_name, run) => {
    const result = run();
    expect(result.valid).toBe(false);
    for (const error of Object.values(result.errors)) {
      expect(VALIDATION_KEYS).toContain(error.key);
      if (typeof error.params.field === 'string')
        expect(FIELD_NAME_KEYS).toContain(error.params.field);
    }
  });
});
