// After the last restart every key the workload ever sent is sent once more. A key that still
// answers "being processed" (or makes the client wait past RETRY_LIMIT_MS) is stuck: its diner's
// outbox would keep the order "sending". A key that was answered must answer the same again.
import type { Answer, KeyedRequest, Target } from './requests';
import { isDefinitive, isInProgress, orderIdOf, sendOnce } from './requests';
import type { LogicalOrder } from './workload';

/** "Within a few seconds": well under the 15 s an orphaned claim makes a retry wait. */
export const RETRY_LIMIT_MS = 5_000;
const PARALLEL = 6;

export interface Retried {
  request: KeyedRequest;
  answer: Answer | null;
  ms: number;
  /** Why the answer is not definitive, when it is not. */
  stuck: string | null;
}

async function retryOne(target: Target, request: KeyedRequest, limitMs: number): Promise<Retried> {
  const began = Date.now();
  try {
    const answer = await sendOnce(target, request, AbortSignal.timeout(limitMs));
    const ms = Date.now() - began;
    if (isDefinitive(answer)) return { request, answer, ms, stuck: null };
    const why = isInProgress(answer) ? 'still being processed' : 'server error';
    return { request, answer, ms, stuck: `${answer.status} ${why} after ${ms} ms` };
  } catch (error) {
    const ms = Date.now() - began;
    const why = error instanceof Error && error.name === 'TimeoutError' ? 'no answer' : 'failed';
    return { request, answer: null, ms, stuck: `${why} after ${ms} ms` };
  }
}

/** Every request sent at least once, in the order create, placement. */
export function sentRequests(orders: readonly LogicalOrder[]): KeyedRequest[] {
  return orders
    .flatMap((o) => [o.create, o.place])
    .filter((r): r is KeyedRequest => r !== null && r.attempts > 0);
}

export async function retryEveryKey(
  target: Target,
  requests: readonly KeyedRequest[],
): Promise<Map<KeyedRequest, Retried>> {
  const results = new Map<KeyedRequest, Retried>();
  let next = 0;
  const lane = async (): Promise<void> => {
    for (let i = next++; i < requests.length; i = next++) {
      const request = requests[i]!;
      results.set(request, await retryOne(target, request, RETRY_LIMIT_MS));
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, lane));
  return results;
}

/** Answers that changed: a replay must carry the first answer's status and order. */
export function changedAnswers(results: ReadonlyMap<KeyedRequest, Retried>): string[] {
  const changed: string[] = [];
  for (const { request, answer } of results.values()) {
    const first = request.answer;
    if (!first || !answer || !isDefinitive(answer)) continue;
    const [before, after] = [orderIdOf(first), orderIdOf(answer)];
    if (first.status !== answer.status || before !== after)
      changed.push(`${request.key}: ${first.status} ${before} then ${answer.status} ${after}`);
  }
  return changed;
}

export function stuckKeys(results: ReadonlyMap<KeyedRequest, Retried>): string[] {
  return [...results.values()]
    .filter((r) => r.stuck !== null)
    .map((r) => `${r.request.key}: ${r.stuck ?? ''}`);
}

function messageOf(answer: Answer): string {
  try {
    const parsed: unknown = JSON.parse(answer.body);
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed)
      return String(parsed.message);
  } catch {
    // not JSON: quote the text
  }
  return answer.body.slice(0, 120);
}

/**
 * For a failing run's report only: sends each key that gave no answer in time once more, waiting
 * as long as the server takes, and notes what it finally says.
 */
export async function explainStuck(
  target: Target,
  results: ReadonlyMap<KeyedRequest, Retried>,
): Promise<void> {
  const silent = [...results.values()].filter((r) => r.stuck !== null && r.answer === null);
  await Promise.all(
    silent.map(async (r) => {
      const later = await retryOne(target, r.request, 30_000);
      const then = later.answer
        ? `answered ${later.answer.status} "${messageOf(later.answer)}" after ${later.ms} ms`
        : (later.stuck ?? '');
      r.stuck = `${r.stuck ?? ''}; sent again, ${then}`;
    }),
  );
}
