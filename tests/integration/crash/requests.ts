// One idempotent request of the workload (a create or a placement) and how its answers are
// judged: 2xx and 4xx are definitive, except the 409 that says the key is still being processed;
// a dropped connection or a 5xx means "send it again with the same key".

export interface Answer {
  status: number;
  body: string;
}

export interface KeyedRequest {
  method: 'POST' | 'PATCH';
  path: string;
  key: string;
  body: string;
  /** Times it was sent, the first one included. */
  attempts: number;
  /** The first definitive answer, when one came. */
  answer: Answer | null;
}

export interface Target {
  port: number;
  host: string;
}

export function keyedRequest(
  method: KeyedRequest['method'],
  path: string,
  key: string,
  body: unknown,
): KeyedRequest {
  return { method, path, key, body: JSON.stringify(body), attempts: 0, answer: null };
}

/** The refusal a client must retry: another request (perhaps a dead one) holds the key. */
export function isInProgress(answer: Answer): boolean {
  if (answer.status !== 409) return false;
  if (answer.body.includes('still being processed')) return true;
  try {
    const parsed: unknown = JSON.parse(answer.body);
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      'code' in parsed &&
      parsed.code === 'idempotency_in_progress'
    );
  } catch {
    return false;
  }
}

export function isDefinitive(answer: Answer): boolean {
  return answer.status >= 200 && answer.status < 500 && !isInProgress(answer);
}

/** Sends the request once; throws on a network failure or an abort. */
export async function sendOnce(
  target: Target,
  request: KeyedRequest,
  signal: AbortSignal,
): Promise<Answer> {
  request.attempts += 1;
  const response = await fetch(`http://127.0.0.1:${target.port}/api${request.path}`, {
    method: request.method,
    headers: {
      host: target.host,
      'content-type': 'application/json',
      'idempotency-key': request.key,
    },
    body: request.body,
    signal,
  });
  return { status: response.status, body: await response.text() };
}

/** The order id in a 2xx answer's body, or null. */
export function orderIdOf(answer: Answer | null): string | null {
  if (!answer || answer.status < 200 || answer.status >= 300) return null;
  const parsed: unknown = JSON.parse(answer.body);
  if (typeof parsed === 'object' && parsed !== null && 'id' in parsed) {
    return typeof parsed.id === 'string' ? parsed.id : null;
  }
  return null;
}
