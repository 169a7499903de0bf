// Shapes of the client and address rows read back from storage (DESIGN rule 5).
import { array, is, nullable, number, string, type } from 'superstruct';
import type { Client, ClientAddress } from '../domain/types';

const address = type({
  id: string(),
  address: string(),
  complement: nullable(string()),
  reference: nullable(string()),
  area_id: nullable(string()),
  area_name: nullable(string()),
  latitude: nullable(number()),
  longitude: nullable(number()),
});

const client = type({
  id: string(),
  name: string(),
  phone_number: string(),
  addresses: array(address),
});

/** A client secret: base64url (the server issues 43 characters; a little slack for a change). */
export const isClientSecret = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(value);

export const isAddress = (value: unknown): value is ClientAddress => is(value, address);
export const isClient = (value: unknown): value is Client => is(value, client);
