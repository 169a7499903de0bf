// The page's OutboxSender, on src/api (which sends the Idempotency-Key and X-Client-Secret
// headers). ApiError carries `status` (0 when no answer came), which is what drainOutbox reads.
import { getOrCreateClient } from '../../api/clients';
import { applyDiscount, createOrder, patchOrder } from '../../api/orders';
import type { OutboxSender } from '../../db/outbox-drain';

export const pageSender: OutboxSender = {
  getOrCreateClient: (body, secret) => getOrCreateClient(body, secret),
  createOrder: (payload, key, secret) => createOrder(payload, key, secret),
  updateOrder: (companyId, orderId, payload, key) => patchOrder(companyId, orderId, payload, key),
  applyDiscount: (companyId, body, key, secret) => applyDiscount(companyId, body, key, secret),
};
