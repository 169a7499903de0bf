// §4.9 "Setting the last order id stores it in a cookie for 1 year", mirrored per company in
// IndexedDB (issue [6/6]) so a worker or a later visit can find it without the cookie.
import { COOKIE_MAX_AGE_SECONDS, STORAGE_KEYS } from '../../domain/constants';
import { app } from '../app';
import { writeCookie } from './cookies';

export function rememberLastOrder(companyId: string, orderId: string): void {
  writeCookie(STORAGE_KEYS.COOKIE_LAST_ORDER_ID, orderId, COOKIE_MAX_AGE_SECONDS);
  app.lastOrderId = orderId;
  void import('../../db/local-data')
    .then((data) => data.saveLastOrderId(companyId, orderId))
    .catch((error: unknown) => console.warn('[local-data] saving the last order failed', error));
}
