// Every endpoint of docs/api.md (and the pages), each with a well-formed request the fuzzer then
// breaks. Path slots are named, so a malformed id can be put in any of them.
import type { Fixture } from './fixture';
import { orderBody, placementBody } from './fixture';
import type { Json } from './values';

export interface Endpoint {
  name: string;
  method: string;
  /** With {slots}; under /api unless `page`. */
  path: string;
  slots?: (f: Fixture) => Record<string, string>;
  query?: (f: Fixture) => Record<string, string>;
  body?: (f: Fixture) => Json;
  /** Kitchen endpoints: sent with the session cookie unless the fuzzer takes it away. */
  kitchen?: boolean;
  /** Sends the client's device secret. */
  clientSecret?: boolean;
  idempotent?: boolean;
  page?: boolean;
}

const company = (f: Fixture) => ({ companyId: f.companyId });
const ordersOf = '/ms-orders/public/companies/{companyId}';

export const ENDPOINTS: readonly Endpoint[] = [
  {
    name: 'host',
    method: 'GET',
    path: '/ms-companies/public/hosts/{host}',
    slots: (f) => ({ host: f.host }),
  },
  {
    name: 'company',
    method: 'GET',
    path: '/ms-companies/public/companies/{companyId}',
    slots: company,
    query: () => ({ from: 'preview' }),
  },
  {
    name: 'ecommerce',
    method: 'GET',
    path: '/ms-companies/public/companies/{companyId}/ecommerce-settings',
    slots: company,
  },
  {
    name: 'area-cost',
    method: 'GET',
    path: '/ms-companies/public/companies/{companyId}/delivery-area-cost',
    slots: company,
    query: () => ({ latitude: '40.7128', longitude: '-74.006' }),
  },
  {
    name: 'abuse',
    method: 'POST',
    path: '/ms-companies/public/companies/site-abuse-report',
    body: (f) => ({
      company_id: f.companyId,
      reason: 'spam',
      description: 'This menu is not a real restaurant.',
      email: '',
      url: '',
    }),
  },
  {
    name: 'categories',
    method: 'GET',
    path: '/ms-products/public/companies/{companyId}/categories',
    slots: company,
  },
  {
    name: 'order-create',
    method: 'POST',
    path: '/ms-orders/public/orders',
    body: (f) => orderBody(f) as Json,
    idempotent: true,
  },
  {
    name: 'order-read',
    method: 'GET',
    path: `${ordersOf}/orders/{orderId}`,
    slots: (f) => ({ companyId: f.companyId, orderId: f.placedOrderId }),
  },
  {
    name: 'order-place',
    method: 'PATCH',
    path: `${ordersOf}/orders/{orderId}`,
    slots: (f) => ({ companyId: f.companyId, orderId: f.draftOrderId }),
    body: (f) => placementBody(f) as Json,
    idempotent: true,
  },
  {
    name: 'order-update',
    method: 'PATCH',
    path: `${ordersOf}/orders/{orderId}`,
    slots: (f) => ({ companyId: f.companyId, orderId: f.draftOrderId }),
    body: () => ({ timezone: 'America/New_York', currency: 'USD', comment: 'Table by the window' }),
    idempotent: true,
  },
  { name: 'order-settings', method: 'GET', path: `${ordersOf}/order-settings`, slots: company },
  {
    name: 'qr',
    method: 'GET',
    path: '/ms-orders/public/qrs/{qrId}',
    slots: (f) => ({ qrId: f.qrId }),
  },
  { name: 'coupons', method: 'GET', path: `${ordersOf}/coupons`, slots: company },
  {
    name: 'coupon',
    method: 'POST',
    path: `${ordersOf}/apply-discount`,
    slots: company,
    body: (f) => ({ order_id: f.draftOrderId, coupon_code: 'WELCOME10' }),
  },
  {
    name: 'reward',
    method: 'POST',
    path: `${ordersOf}/apply-discount`,
    slots: company,
    body: (f) => ({ order_id: f.draftOrderId, reward_id: f.rewardId, client_id: f.clientId }),
    clientSecret: true,
  },
  {
    name: 'payment-methods',
    method: 'GET',
    path: '/ms-payments/public/companies/{companyId}/payment-methods',
    slots: company,
    query: () => ({ service_type: 'table' }),
  },
  {
    name: 'client-create',
    method: 'POST',
    path: '/ms-clients/public/companies/{companyId}/clients',
    slots: company,
    body: (f) => ({
      company_id: f.companyId,
      name: 'Fuzz Diner',
      country_calling_code: '+1',
      phone_number: '2015550123',
    }),
    clientSecret: true,
  },
  {
    name: 'client-read',
    method: 'GET',
    path: '/ms-clients/public/companies/{companyId}/clients/{clientId}',
    slots: (f) => ({ companyId: f.companyId, clientId: f.clientId }),
    clientSecret: true,
  },
  {
    name: 'loyalty',
    method: 'GET',
    path: '/ms-clients/public/companies/{companyId}/loyalty-settings',
    slots: company,
  },
  {
    name: 'address',
    method: 'POST',
    path: '/ms-clients/public/addresses',
    body: (f) => ({
      client_id: f.clientId,
      address: '350 5th Ave',
      complement: 'Floor 3',
      reference: null,
      area_id: null,
      latitude: 40.7484,
      longitude: -73.9857,
    }),
    clientSecret: true,
  },
  {
    name: 'rating-read',
    method: 'GET',
    path: '/ms-clients/public/companies/{companyId}/order-ratings/{orderId}',
    slots: (f) => ({ companyId: f.companyId, orderId: f.placedOrderId }),
  },
  {
    name: 'rating',
    method: 'POST',
    path: '/ms-clients/public/companies/{companyId}/order-ratings',
    slots: company,
    body: (f) => ({ order_id: f.placedOrderId, rating: 5, comment: 'Lovely' }),
  },
  {
    name: 'visit',
    method: 'PATCH',
    path: '/ms-reports/public/company-visit',
    query: (f) => ({ company_id: f.companyId, date: new Date().toISOString().slice(0, 10) }),
  },
  { name: 'health', method: 'GET', path: '/ms-notifications/public/health' },
  {
    name: 'address-search',
    method: 'GET',
    path: '/ms-geo/public/companies/{companyId}/address-search',
    slots: company,
    query: () => ({ q: '200 Broadway', expanded: '1', session: 'fuzz1' }),
  },
  {
    name: 'place',
    method: 'GET',
    path: '/ms-geo/public/companies/{companyId}/places/{placeId}',
    slots: (f) => ({ companyId: f.companyId, placeId: 'demo:nyc:broadway:200' }),
    query: () => ({ session: 'fuzz1' }),
  },
  {
    name: 'reverse',
    method: 'GET',
    path: '/ms-geo/public/companies/{companyId}/reverse',
    slots: company,
    query: () => ({ latitude: '40.7106', longitude: '-74.0093' }),
  },
  { name: 'map-config', method: 'GET', path: '/ms-geo/public/map-config' },
  {
    name: 'login',
    method: 'POST',
    path: '/kitchen/session',
    body: () => ({ password: 'wrong-password' }),
  },
  { name: 'session', method: 'GET', path: '/kitchen/session', kitchen: true },
  { name: 'logout', method: 'DELETE', path: '/kitchen/session' },
  { name: 'board', method: 'GET', path: '/kitchen/orders', kitchen: true },
  {
    name: 'move',
    method: 'PATCH',
    path: '/kitchen/orders/{orderId}',
    slots: (f) => ({ orderId: f.placedOrderId }),
    body: () => ({ status: 'PREPARING' }),
    kitchen: true,
  },
  {
    name: 'pause',
    method: 'POST',
    path: '/kitchen/order-types/{type}/pause',
    slots: () => ({ type: 'delivery' }),
    body: () => ({ minutes: 0 }),
    kitchen: true,
  },
  {
    name: 'stock',
    method: 'POST',
    path: '/kitchen/products/{productId}/stock',
    slots: (f) => ({ productId: f.productId }),
    body: () => ({ available: true }),
    kitchen: true,
  },
  {
    name: 'manifest',
    method: 'GET',
    path: '/manifest-{token}.json',
    slots: () => ({ token: 'demo' }),
    page: true,
  },
  { name: 'manifest-host', method: 'GET', path: '/manifest.json', page: true },
  {
    name: 'socket',
    method: 'GET',
    path: '/ws',
    query: () => ({ authorization: 'not-a-token' }),
    page: true,
  },
  // The table's tab (issue [17/21]).
  {
    name: 'tab',
    method: 'GET',
    path: `${ordersOf}/qrs/{qrId}/tab`,
    slots: (f) => ({ companyId: f.companyId, qrId: f.qrId }),
  },
  {
    name: 'tab-request',
    method: 'POST',
    path: `${ordersOf}/qrs/{qrId}/requests`,
    slots: (f) => ({ companyId: f.companyId, qrId: f.qrId }),
    body: () => ({ kind: 'waiter' }),
  },
  { name: 'tabs', method: 'GET', path: '/kitchen/tabs', kitchen: true },
  {
    name: 'tab-request-ack',
    method: 'POST',
    path: '/kitchen/tab-requests/{requestId}/acknowledge',
    slots: () => ({ requestId: 'no-such-request' }),
    kitchen: true,
  },
  {
    name: 'tab-void',
    method: 'POST',
    path: '/kitchen/order-items/{itemId}/void',
    slots: () => ({ itemId: 'no-such-item' }),
    body: () => ({ reason: 'Sent back' }),
    kitchen: true,
  },
  {
    name: 'tab-close',
    method: 'POST',
    path: '/kitchen/tabs/{tabId}/close',
    slots: () => ({ tabId: 'no-such-tab' }),
    kitchen: true,
  },
  { name: 'kitchen-socket', method: 'GET', path: '/ws/kitchen', kitchen: true, page: true },
  { name: 'home', method: 'GET', path: '/', query: () => ({ utm_source: 'qr' }), page: true },
  {
    name: 'product-page',
    method: 'GET',
    path: '/{page}',
    slots: () => ({ page: 'products' }),
    query: () => ({ product: 'burger' }),
    page: true,
  },
  {
    name: 'not-found-page',
    method: 'GET',
    path: '/{locale}/404',
    slots: () => ({ locale: 'es' }),
    page: true,
  },
  {
    name: 'media',
    method: 'GET',
    path: '/media/{token}/{file}',
    slots: () => ({ token: 'demo', file: 'icon-192.png' }),
    page: true,
  },
];
