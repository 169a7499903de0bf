// The address section's schema (issue [13/13]), shared by the back office form and the server.
import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { ADDRESS_LIMITS, AddressValue, hasLocation, settingsErrors } from './settings-schemas';

const value = (over: Record<string, unknown> = {}) => ({
  address_enabled: true,
  address: '123 Main Street',
  city: 'New York',
  region: 'NY',
  postal_code: '10007',
  latitude: 40.7128,
  longitude: -74.006,
  ...over,
});

describe('address section', () => {
  it('trims every line and stores blank ones as null', () => {
    expect(
      create(
        value({ address: ' Av. Paulista, 1578 ', city: '', region: '  SP ', postal_code: '   ' }),
        AddressValue,
      ),
    ).toEqual({
      address_enabled: true,
      address: 'Av. Paulista, 1578',
      city: null,
      region: 'SP',
      postal_code: null,
      latitude: 40.7128,
      longitude: -74.006,
    });
    expect(create(value({ region: null, postal_code: null }), AddressValue)).toMatchObject({
      region: null,
      postal_code: null,
    });
  });

  it('refuses a postal code or region over its limit, at its own field', () => {
    expect(ADDRESS_LIMITS.postal_code).toBe(20);
    expect(ADDRESS_LIMITS.region).toBe(100);
    expect(settingsErrors(AddressValue, value({ postal_code: '1'.repeat(20) }))).toEqual({});
    expect(settingsErrors(AddressValue, value({ postal_code: '1'.repeat(21) }))).toEqual({
      postal_code: 'too_long',
    });
    // Counted in characters, after trimming.
    expect(settingsErrors(AddressValue, value({ region: ` ${'é'.repeat(100)} ` }))).toEqual({});
    expect(settingsErrors(AddressValue, value({ region: 'é'.repeat(101) }))).toEqual({
      region: 'too_long',
    });
  });

  it('refuses line breaks and values that are not text', () => {
    expect(settingsErrors(AddressValue, value({ postal_code: '01310\n200' }))).toEqual({
      postal_code: 'control_characters',
    });
    expect(settingsErrors(AddressValue, value({ region: 42 }))).toEqual({ region: 'invalid' });
  });

  it('needs the street line only while the address is on show', () => {
    expect(settingsErrors(AddressValue, value({ address: ' ' }))).toEqual({
      address: 'required',
    });
    expect(
      settingsErrors(AddressValue, value({ address_enabled: false, address: '', city: '' })),
    ).toEqual({});
  });

  it('takes a pin with both coordinates on the globe, or none', () => {
    expect(settingsErrors(AddressValue, value({ latitude: -90, longitude: 180 }))).toEqual({});
    expect(settingsErrors(AddressValue, value({ latitude: null, longitude: null }))).toEqual({});
    expect(settingsErrors(AddressValue, value({ latitude: null }))).toEqual({
      latitude: 'required',
    });
    expect(settingsErrors(AddressValue, value({ longitude: null }))).toEqual({
      longitude: 'required',
    });
    expect(settingsErrors(AddressValue, value({ latitude: 90.5, longitude: -180.1 }))).toEqual({
      latitude: 'coordinates',
      longitude: 'coordinates',
    });
    expect(settingsErrors(AddressValue, value({ latitude: Number.NaN, longitude: '2' }))).toEqual({
      latitude: 'coordinates',
      longitude: 'coordinates',
    });
    expect(hasLocation({ latitude: 0, longitude: 0 })).toBe(true);
    expect(hasLocation({ latitude: null, longitude: null })).toBe(false);
  });
});
