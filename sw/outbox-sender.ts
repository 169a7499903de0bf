// The service worker's OutboxSender (docs/contracts.md "Offline"): the same §7 calls as src/api,
// made with the worker's own fetch. Order writes carry the entry's idempotency keys, so a replay
// after a lost answer returns the original order instead of creating another.
import type { OutboxSender, SentOrder } from '../src/db/outbox-drain';

/** drainOutbox reads `status` (0 without an answer) and `message` from failures. */
export class SendError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SendError';
  }
}

async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message !== '') return body.message;
  } catch {
    // not JSON: fall back to the status text
  }
  return response.statusText || `HTTP ${response.status}`;
}

export function createFetchSender(apiBase: URL): OutboxSender {
  const base = apiBase.href.replace(/\/+$/, '');

  async function send<T>(method: 'POST' | 'PATCH', path: string, body: unknown, key?: string) {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
    };
    if (key) headers['Idempotency-Key'] = key;
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { method, headers, body: JSON.stringify(body) });
    } catch (error) {
      throw new SendError(0, error instanceof Error ? error.message : 'Network error');
    }
    if (!response.ok) throw new SendError(response.status, await errorMessage(response));
    return (await response.json()) as T;
  }

  const id = encodeURIComponent;
  return {
    getOrCreateClient: (body) =>
      send<{ id: string }>(
        'POST',
        `/ms-clients/public/companies/${id(body.company_id)}/clients`,
        body,
      ),
    createOrder: (payload, key) =>
      send<SentOrder>('POST', '/ms-orders/public/orders', payload, key),
    updateOrder: (companyId, orderId, payload, key) =>
      send<SentOrder>(
        'PATCH',
        `/ms-orders/public/companies/${id(companyId)}/orders/${id(orderId)}`,
        payload,
        key,
      ),
  };
}
