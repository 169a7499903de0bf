// The storefront's IndexedDB database (DESIGN "offline": Dexie). Every table is keyed by company
// first: custom domains and previews can put several tenants on one origin, and a tenant must
// never see another's cart.
//
// Schema history — add a new version() for every change and never edit an old one:
//   v1  cartLines   [companyId+hash]       one row per cart line, `position` keeps the order
//       stockLedger [companyId+variantId]  units the cart consumes per variant (§4.7)
// Planned (a later issue adds them in v2+, keyed the same way):
//       clients         [companyId]                 the restored client (§4.9)
//       addresses       [companyId+id]              the client's addresses
//       lastOrder       [companyId]                 last order id, mirrored from the cookie
//       shownStatus     [companyId+orderId]         status modals already shown (§2.6)
//       outbox          ++seq, [companyId+key]      orders queued offline, sent exactly once
import { Dexie } from 'dexie';
import type { Table } from 'dexie';
import type { CartLine } from '../domain/cart';

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

export const DB_NAME = 'comanda';

export class ComandaDB extends Dexie {
  cartLines!: Table<CartLineRow, [string, string]>;
  stockLedger!: Table<StockLedgerRow, [string, string]>;

  constructor(name: string = DB_NAME) {
    super(name);
    this.version(1).stores({
      cartLines: '[companyId+hash], companyId',
      stockLedger: '[companyId+variantId], companyId',
    });
  }
}
