// The page's OutboxSender, on src/api (which sends the Idempotency-Key headers). ApiError
// carries `status` (0 when no answer came), which is what drainOutbox reads.
import { getOrCreateClient } from '../api/clients';
import { applyDiscount, createOrder, patchOrder } from '../api/orders';
import type { OutboxSender } from '../db/outbox-drain';

export const pageSender: OutboxSender = {
  getOrCreateClient: (body) => getOrCreateClient(body),
  createOrder: (payload, key) => createOrder(payload, key),
  updateOrder: (companyId, orderId, payload, key) => patchOrder(companyId, orderId, payload, key),
  applyDiscount: (companyId, body, key) => applyDiscount(companyId, body, key),
};
