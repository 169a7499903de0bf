// Shared by the client-secret tests (issue [8/13]): a device with an in-memory localStorage, a
// stubbed fetch whose requests' X-Client-Secret headers are recorded, fake-indexeddb under a
// fresh name, and a checkout reset to a TAKEAWAY draft with one line and no client.
import { vi } from 'vitest';
import { line } from '../../domain/catalogue.fixtures';
import { makeCompany, makeService, makeSettings } from '../../domain/order-taking.fixtures';
import type { Client, ClientAddress } from '../../domain/types';
import { resetCartStorage } from '../../db/cart-repository';
import { resetOutbox } from '../../db/outbox';
import { app, hold } from '../app';
import { cart } from '../cart/store';
import { clearCheckout } from '../checkout/nav';
import { checkout } from '../checkout/store';
import { dropStoredClientId } from './storage';

export const S1 = 'a'.repeat(43);
export const S2 = 'b'.repeat(43);
export const S3 = 'c'.repeat(43);
export const COMPANY = 'company-1';

export const address: ClientAddress = {
  id: 'ad1',
  address: 'Main St #1',
  complement: null,
  reference: null,
  area_id: null,
  area_name: null,
  latitude: null,
  longitude: null,
};

export const client = (over: Partial<Client> = {}): Client => ({
  id: 'cl1',
  name: 'Ana',
  email: null,
  phone_number: '2125550188',
  source: null,
  addresses: [],
  available_points: 0,
  ...over,
});

class MemoryStorage {
  private values = new Map<string, string>();
  getItem = (key: string) => this.values.get(key) ?? null;
  setItem = (key: string, value: string) => void this.values.set(key, String(value));
  removeItem = (key: string) => void this.values.delete(key);
  clear = () => this.values.clear();
}

export interface Sent {
  method: string;
  url: string;
  secret: string | null;
}

type Answer = (url: string, method: string) => Response | Promise<Response> | null;

/** What the stubbed network saw, and how it answers (null: no answer, a network error). */
export const net: { sent: Sent[]; answer: Answer; storage: MemoryStorage } = {
  sent: [],
  answer: () => null,
  storage: new MemoryStorage(),
};

/** The client id and secret in localStorage. */
export const local = () => [net.storage.getItem('CLIENT_ID'), net.storage.getItem('CLIENT_SECRET')];

let seq = 0;

/** A fresh device: call in beforeEach, and vi.unstubAllGlobals() / vi.restoreAllMocks() after. */
export async function freshDevice(): Promise<void> {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  net.storage = new MemoryStorage();
  vi.stubGlobal('localStorage', net.storage);
  net.sent = [];
  net.answer = () => null;
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    const method = init.method ?? 'GET';
    net.sent.push({ method, url, secret: headers['X-Client-Secret'] ?? null });
    const response = net.answer(url, method);
    return response ? Promise.resolve(response) : Promise.reject(new TypeError('Failed to fetch'));
  });
  resetCartStorage({ dbName: `client-secret-${++seq}` });
  resetOutbox();
  app.companyId = null;
  dropStoredClientId();
  app.companyId = COMPANY;
  app.company = hold(makeCompany({ id: COMPANY }));
  app.settings = hold(makeSettings({ takeaway: makeService({ collect_client_info: true }) }));
  app.client = null;
  clearCheckout();
  // The checkout keeps its client across clears (it is the diner's); each test starts without.
  checkout.client = null;
  checkout.pendingClient = null;
  checkout.serviceType = 'TAKEAWAY';
  // Let the cart's own start-up settle before the test sets its lines.
  await new Promise((resolve) => setTimeout(resolve, 10));
  cart.lines = hold([line({ quantity: 1 })]);
}
