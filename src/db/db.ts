// The storefront's IndexedDB database (DESIGN "offline": Dexie). Every table is keyed by company
// first: custom domains and previews can put several tenants on one origin, and a tenant must
// never see another's data.
//
// Schema history — add a new version() for every change and never edit an old one:
//   v1  cartLines   [companyId+hash]       one row per cart line, `position` keeps the order
//       stockLedger [companyId+variantId]  units the cart consumes per variant (§4.7)
//   v2  clients     companyId              the restored client id and its last copy (§4.9)
//       addresses   [companyId+id]         the client's saved addresses
//       lastOrder   companyId              last order id, mirrored from the cookie
//       shownStatus [companyId+orderId]    status modals already shown (§4.3 condition A)
//       outbox      id, companyId          orders queued offline, sent exactly once
//       meta        [companyId+key]        one-off flags (localStorage migration done)
//   v3  qrs         [companyId+id]         each table QR record seen online (issue [9/13]), so a
//                                          QR link opened offline still fixes the table
import { Dexie } from 'dexie';
import type { Table } from 'dexie';
import type { CartLine } from '../domain/cart';
import type { Client, ClientAddress, Qr } from '../domain/types';
import { DB_NAME } from './db-name';
import type { OutboxEntry } from './outbox-types';

export interface CartLineRow {
  companyId: string;
  hash: string;
  position: number;
  line: CartLine;
}

export interface StockLedgerRow {
  companyId: string;
  variantId: string;
  consumed: number;
}

export interface ClientRow {
  companyId: string;
  clientId: string;
  client: Client | null;
  /**
   * The device's secret for `clientId` (issue [8/13]). Not indexed, so v2 still describes the
   * table; rows written before it simply lack the field and read back as having no secret.
   */
  clientSecret?: string | null;
}

export interface AddressRow {
  companyId: string;
  id: string;
  address: ClientAddress;
}

export interface LastOrderRow {
  companyId: string;
  orderId: string;
}

export interface ShownStatusRow {
  companyId: string;
  orderId: string;
  at: number;
}

export interface QrRow {
  companyId: string;
  id: string;
  qr: Qr;
  /** When it was last read from the server (ms), for the newest-first cap. */
  at: number;
}

export interface MetaRow {
  companyId: string;
  key: string;
  value: string;
}

export { DB_NAME } from './db-name';

export class ComandaDB extends Dexie {
  cartLines!: Table<CartLineRow, [string, string]>;
  stockLedger!: Table<StockLedgerRow, [string, string]>;
  clients!: Table<ClientRow, string>;
  addresses!: Table<AddressRow, [string, string]>;
  lastOrder!: Table<LastOrderRow, string>;
  shownStatus!: Table<ShownStatusRow, [string, string]>;
  outbox!: Table<OutboxEntry, string>;
  meta!: Table<MetaRow, [string, string]>;
  qrs!: Table<QrRow, [string, string]>;

  constructor(name: string = DB_NAME) {
    super(name);
    this.version(1).stores({
      cartLines: '[companyId+hash], companyId',
      stockLedger: '[companyId+variantId], companyId',
    });
    this.version(2).stores({
      clients: 'companyId',
      addresses: '[companyId+id], companyId',
      lastOrder: 'companyId',
      shownStatus: '[companyId+orderId], companyId',
      outbox: 'id, companyId',
      meta: '[companyId+key]',
    });
    this.version(3).stores({
      qrs: '[companyId+id], companyId',
    });
  }
}
