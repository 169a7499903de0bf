// The service worker's OutboxSender (docs/contracts.md "Offline"): the same §7 calls as src/api,
// made with the worker's own fetch. Order writes carry the entry's idempotency keys, so a replay
// after a lost answer returns the original order instead of creating another. The entry's client
// secret goes as X-Client-Secret (issue [8/13]), as the page sends it. A refusal keeps its body,
// which src/api/refusal.ts reads (code, params, stock lines) exactly as on the page.
import { clientSecretHeaders } from '../src/api/client-secret';
import { errorFromBody } from '../src/api/errors';
import type { OutboxSender, SentClient, SentOrder } from '../src/db/outbox-drain';

/** drainOutbox reads `status` (0 without an answer), `message` and the refusal `body`. */
export class SendError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'SendError';
  }
}

async function refusal(response: Response): Promise<SendError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // not JSON: the status text stands in for the message
  }
  const { message } = errorFromBody(body, response.status, response.statusText);
  return new SendError(response.status, message, body);
}

export function createFetchSender(apiBase: URL): OutboxSender {
  const base = apiBase.href.replace(/\/+$/, '');

  async function send<T>(
    method: 'POST' | 'PATCH',
    path: string,
    body: unknown,
    key?: string,
    secret: string | null = null,
  ) {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...clientSecretHeaders(secret),
    };
    if (key) headers['Idempotency-Key'] = key;
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { method, headers, body: JSON.stringify(body) });
    } catch (error) {
      throw new SendError(0, error instanceof Error ? error.message : 'Network error');
    }
    if (!response.ok) throw await refusal(response);
    return (await response.json()) as T;
  }

  const id = encodeURIComponent;
  return {
    getOrCreateClient: (body, secret) =>
      send<SentClient>(
        'POST',
        `/ms-clients/public/companies/${id(body.company_id)}/clients`,
        body,
        undefined,
        secret,
      ),
    createOrder: (payload, key, secret) =>
      send<SentOrder>('POST', '/ms-orders/public/orders', payload, key, secret),
    updateOrder: (companyId, orderId, payload, key) =>
      send<SentOrder>(
        'PATCH',
        `/ms-orders/public/companies/${id(companyId)}/orders/${id(orderId)}`,
        payload,
        key,
      ),
    applyDiscount: (companyId, body, key, secret) =>
      send<SentOrder>(
        'POST',
        `/ms-orders/public/companies/${id(companyId)}/apply-discount`,
        body,
        key,
        secret,
      ),
  };
}
