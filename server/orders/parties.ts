// The QR, client and address an order names, each checked to belong to the order's company.
import type { Kysely } from 'kysely';
import type { Client, ClientAddress, Qr, ServiceType } from '../../src/domain/types';
import { getClient } from '../db/repositories/clients';
import type { ClientViewer } from '../db/repositories/clients';
import { getQr } from '../db/repositories/qrs';
import type { Database } from '../db/schema';
import type { OrderContext } from './context';
import { serviceSettingsOf } from './context';
import { field, unprocessable } from './errors';

export async function orderQr(
  db: Kysely<Database>,
  ctx: OrderContext,
  tableId: string | null | undefined,
  serviceType: ServiceType,
): Promise<Qr | null> {
  if (!tableId) return null;
  const qr = await getQr(db, tableId);
  if (!qr || qr.company_id !== ctx.company.id)
    throw unprocessable('qr_unknown', 'Unknown table QR', field('table_id', 'unknown QR'));
  if (qr.ordering_type !== serviceType)
    throw unprocessable(
      'qr_service_mismatch',
      `This QR orders for ${qr.ordering_type}, not ${serviceType}`,
      field('service_type', 'does not match the QR'),
    );
  return qr;
}

/**
 * §3: the client is required for DELIVERY and when the service collects client info. The client
 * as the ordering device sees it (issue [8/13]): its name and addresses are the device's own, so
 * an order never shows a stored name or address to a device that only knew the phone.
 */
export async function orderClient(
  db: Kysely<Database>,
  ctx: OrderContext,
  clientId: string | null | undefined,
  serviceType: ServiceType,
  viewer: ClientViewer,
): Promise<Client | null> {
  const required =
    serviceType === 'DELIVERY' || serviceSettingsOf(ctx, serviceType).collect_client_info === true;
  if (!clientId) {
    if (required)
      throw unprocessable(
        'client_required',
        `A client is required for ${serviceType} orders`,
        field('client_id', 'required'),
      );
    return null;
  }
  const client = await getClient(db, ctx.company.id, clientId, viewer);
  if (!client)
    throw unprocessable('client_unknown', 'Unknown client', field('client_id', 'unknown client'));
  return client;
}

export function orderAddress(
  client: Client | null,
  addressId: string | null | undefined,
): ClientAddress {
  if (!addressId)
    throw unprocessable(
      'address_required',
      'A delivery address is required',
      field('address_id', 'required'),
    );
  const address = client?.addresses.find((a) => a.id === addressId);
  if (!address)
    throw unprocessable(
      'address_unknown',
      'Unknown delivery address',
      field('address_id', 'not an address of the client'),
    );
  return address;
}
