// One read of the table's tab, turned into what the screen shows (issue [17/21]). Pure apart from
// the call, so the outcomes of every answer are tested without a browser.
import { isApiError } from '../../api/errors';
import type { ApiError } from '../../api/errors';
import { isTabView } from '../../domain/tab/view';
import type { TabView } from '../../domain/tab/view';

export type CodeProblem = 'required' | 'wrong' | 'attempts';

export type TabRead =
  | { kind: 'tab'; tab: TabView }
  /** 404: nothing ordered at this table yet (or its tab was closed). */
  | { kind: 'none' }
  /** 403/429 of the table code: the code entry shows, with why. */
  | { kind: 'code'; problem: CodeProblem; retryAfter: number | undefined }
  /** No answer (offline, the venue's wifi): the last known tab stays. */
  | { kind: 'offline' }
  | { kind: 'failed' };

/**
 * How long a refusal asks to wait, in seconds: the body's `retry_after`, else the Retry-After
 * header (our server sends whole seconds; api/retry-after.ts would cost the entry a chunk).
 */
export function waitSeconds(error: ApiError): number | undefined {
  const body = error.body as { retry_after?: unknown } | null;
  if (typeof body?.retry_after === 'number' && body.retry_after >= 0) return body.retry_after;
  const header = Number(error.retryAfter ?? Number.NaN);
  return Number.isFinite(header) && header >= 0 ? header : undefined;
}

export function readOutcome(result: { value: unknown } | { error: unknown }): TabRead {
  if ('value' in result)
    return isTabView(result.value) ? { kind: 'tab', tab: result.value } : { kind: 'failed' };
  const { error } = result;
  if (!isApiError(error)) return { kind: 'failed' };
  if (error.isNetworkError) return { kind: 'offline' };
  if (error.status === 404 && error.code === 'tab_not_found') return { kind: 'none' };
  const retryAfter = waitSeconds(error);
  if (error.code === 'tab_code_required') return { kind: 'code', problem: 'required', retryAfter };
  if (error.code === 'tab_code_wrong') return { kind: 'code', problem: 'wrong', retryAfter };
  if (error.code === 'tab_code_attempts') return { kind: 'code', problem: 'attempts', retryAfter };
  return { kind: 'failed' };
}

export async function readTab(call: () => Promise<unknown>): Promise<TabRead> {
  try {
    return readOutcome({ value: await call() });
  } catch (error) {
    return readOutcome({ error });
  }
}
