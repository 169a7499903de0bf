// Issue [13/13] forms: the server checks a client's phone with the checkout form's own domain
// rule, so a number the form refuses is refused here too: a 422 naming the failure, never a
// client stored under a number that does not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../src/domain/constants';
import type { Client } from '../../../src/domain/types';
import { testDialects } from '../helpers/databases';
import { json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import { send } from './support';

describe.each(testDialects)('client phone on create (%s)', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h.cleanup());

  const create = (country_calling_code: string, phone_number: string) =>
    send(h, 'POST', `/ms-clients/public/companies/${h.demo.id}/clients`, {
      company_id: h.demo.id,
      name: 'Phone Tester',
      country_calling_code,
      phone_number,
    });

  it.each([
    ['a US area code starting with 1', '1', '1234567890', 'validation.phone_invalid'],
    ['too short', '44', '20 79', 'validation.phone_too_short'],
    ['too long', '55', '11 91234 5678 9', 'validation.phone_too_long'],
    ['an unknown calling code', '999', '1234 5678', 'validation.phone_invalid_country'],
  ])('refuses %s with a 422 and its own message', async (_name, code, number, key) => {
    const response = await create(code, number);
    expect(response.status).toBe(422);
    const body = await json<ErrorBody>(response);
    expect(body.message).toBe(key);
    expect(body.errors).toEqual({ phone_number: [key] });
  });

  // Issue [16/21] item 7: §5.1's 25-character cap, the one the field's maxLength holds to.
  it('refuses a number over 25 characters with a 422 naming the phone', async () => {
    const number = '2 1 2 5 5 5 0 1 2 3 4 5 6 7';
    expect(number.length).toBeGreaterThan(LIMITS.phoneMax);
    const response = await create('1', number);
    expect(response.status).toBe(422);
    const body = await json<ErrorBody>(response);
    expect(Object.keys(body.errors ?? {})).toEqual(['phone_number']);
  });

  it('stores a foreign number under its own country, whatever the company country', async () => {
    const response = await create('+44', '20 7946 0958');
    expect(response.status).toBe(200);
    expect(await json<Client>(response)).toMatchObject({ phone_number: '+442079460958' });
  });
});
