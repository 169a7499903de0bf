// §7.5 clients: get-or-create by phone, addresses and order ratings.
import type { Client, ClientAddress } from '../domain/types';
import { request } from './client';
import { clientSecretHeaders } from './client-secret';
import { segment } from './url';

export { getClient } from './client';

const companyPath = (companyId: string) => `/ms-clients/public/companies/${segment(companyId)}`;

/**
 * §7.5: the server normalises the phone and answers the existing client when it matches. With
 * `secret` (issue [8/13]) a device the client knows gets its own view and no new secret; any
 * other device is answered with a new `client_secret` of its own.
 */
export interface ClientCreatePayload {
  company_id: string;
  name: string;
  country_calling_code: string;
  phone_number: string;
}

export function getOrCreateClient(
  payload: ClientCreatePayload,
  secret: string | null,
): Promise<Client> {
  return request('POST', `${companyPath(payload.company_id)}/clients`, {
    body: payload,
    headers: clientSecretHeaders(secret),
  });
}

export interface AddressCreatePayload {
  client_id: string;
  address: string;
  area_id: string | null;
  area_name: string | null;
  complement: string | null;
  reference: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** Needs the device's secret for `client_id` (403 client_secret_invalid without it). */
export function createAddress(
  payload: AddressCreatePayload,
  secret: string | null,
): Promise<ClientAddress> {
  return request('POST', '/ms-clients/public/addresses', {
    body: payload,
    headers: clientSecretHeaders(secret),
  });
}

/** §7.5 order ratings: the spec shows neither answer nor body; these shapes are ours. */
export interface OrderRating {
  order_id: string;
  rating: number;
  comment: string | null;
  created_at?: string;
}

export function getOrderRating(companyId: string, orderId: string): Promise<OrderRating | null> {
  return request('GET', `${companyPath(companyId)}/order-ratings/${segment(orderId)}`);
}

export function postOrderRating(
  companyId: string,
  rating: { order_id: string; rating: number; comment?: string | null },
): Promise<OrderRating> {
  return request('POST', `${companyPath(companyId)}/order-ratings`, { body: rating });
}
