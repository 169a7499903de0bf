// §7.5 clients: get-or-create by phone, addresses and order ratings.
import type { Client, ClientAddress } from '../domain/types';
import { request } from './client';
import { segment } from './url';

export { getClient } from './client';

const companyPath = (companyId: string) => `/ms-clients/public/companies/${segment(companyId)}`;

/** §7.5: the server normalises the phone and answers the existing client when it matches. */
export interface ClientCreatePayload {
  company_id: string;
  name: string;
  country_calling_code: string;
  phone_number: string;
}

export function getOrCreateClient(payload: ClientCreatePayload): Promise<Client> {
  return request('POST', `${companyPath(payload.company_id)}/clients`, { body: payload });
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

export function createAddress(payload: AddressCreatePayload): Promise<ClientAddress> {
  return request('POST', '/ms-clients/public/addresses', { body: payload });
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
