// The company's address on one line, in its country's order (issue [13/13]).
import { describe, expect, it } from 'vitest';
import { makeCompany } from './order-taking.fixtures';
import { companyAddressLine, postalAddressLine } from './postal-address';

const parts = (over: Partial<Parameters<typeof postalAddressLine>[0]> = {}) => ({
  address: '123 Main Street',
  city: 'New York',
  region: 'NY',
  postal_code: '10007',
  country_code: 'US',
  ...over,
});

describe('postalAddressLine', () => {
  it('writes street, city, then region and postal code (US, Brazil …)', () => {
    expect(postalAddressLine(parts())).toBe('123 Main Street, New York, NY 10007');
    expect(
      postalAddressLine({
        address: 'Av. Paulista, 1578',
        city: 'São Paulo',
        region: 'SP',
        postal_code: '01310-200',
        country_code: 'br',
      }),
    ).toBe('Av. Paulista, 1578, São Paulo, SP 01310-200');
  });

  it('puts the postal code before the city where the country does (France, Mexico)', () => {
    expect(
      postalAddressLine({
        address: '12 rue des Martyrs',
        city: 'Paris',
        region: null,
        postal_code: '75009',
        country_code: 'FR',
      }),
    ).toBe('12 rue des Martyrs, 75009 Paris');
    expect(
      postalAddressLine({
        address: 'República de Uruguay 52, Centro',
        city: 'Ciudad de México',
        region: 'CDMX',
        postal_code: '06000',
        country_code: 'MX',
      }),
    ).toBe('República de Uruguay 52, Centro, 06000 Ciudad de México, CDMX');
  });

  it('leaves out what is missing, blank or unknown to an older cached company', () => {
    expect(postalAddressLine(parts({ region: null }))).toBe('123 Main Street, New York, 10007');
    expect(postalAddressLine(parts({ postal_code: '  ' }))).toBe('123 Main Street, New York, NY');
    expect(
      postalAddressLine(parts({ city: null, region: undefined, postal_code: undefined })),
    ).toBe('123 Main Street');
    expect(postalAddressLine(parts({ address: ' ' }))).toBe('');
  });

  it('writes a region that repeats the city once, and joins Arabic with the Arabic comma', () => {
    expect(
      postalAddressLine({
        address: 'شارع الشيخ زايد، برج النخيل',
        city: 'دبي',
        region: 'دبي',
        postal_code: null,
        country_code: 'AE',
      }),
    ).toBe('شارع الشيخ زايد، برج النخيل، دبي');
    expect(postalAddressLine(parts({ city: 'Dubai', region: 'DUBAI ', postal_code: null }))).toBe(
      '123 Main Street, Dubai',
    );
  });
});

describe('companyAddressLine', () => {
  it("reads the company's fields and its country", () => {
    const company = makeCompany({
      address: ' 12 rue des Martyrs ',
      city: 'Paris',
      postal_code: '75009',
      country: { country_code: 'FR', name: 'France', time_format: '24h' },
    });
    expect(companyAddressLine(company)).toBe('12 rue des Martyrs, 75009 Paris');
  });
});
