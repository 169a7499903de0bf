// How the drain reads a failed call (docs/decisions.md "Offline"): by the refusal's code
// (issue [7/13]), with message patterns kept only for servers that answer without one. Senders
// throw errors carrying `status` (0 when no answer came), `message`, and the error `body`.
import { refusalOf } from '../api/refusal';
import type { ErrorCode, ErrorParams } from '../domain/error-codes';

export function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 0;
}

export function messageOf(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : 'Request failed';
}

export const codeOf = (error: unknown): ErrorCode | undefined => refusalOf(error).code;

/** The refusal's params as the diner's message needs them: strings and finite numbers only. */
export const paramsOf = (error: unknown): ErrorParams | undefined => refusalOf(error).params;

/** A 409 with this code, or (from a server without codes) with a message like this. */
function refusedAs(error: unknown, code: ErrorCode, legacy: RegExp): boolean {
  if (statusOf(error) !== 409) return false;
  const own = codeOf(error);
  return own ? own === code : legacy.test(messageOf(error));
}

/** No answer, a server fault, or the server still busy with the same key: try again later. */
export function transient(error: unknown): boolean {
  const status = statusOf(error);
  if (status === 409) return refusedAs(error, 'idempotency_in_progress', /still being processed/i);
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** 'Already placed': an earlier attempt's update went through and only its answer was lost. */
export const alreadyPlaced = (error: unknown): boolean =>
  refusedAs(error, 'order_already_placed', /already been placed/i);

/**
 * The draft is gone: it waited longer than the server keeps unplaced drafts. The server never
 * sweeps a placed order, so this proves the order was not placed and may be created again.
 */
export const draftSwept = (error: unknown): boolean =>
  statusOf(error) === 404 && codeOf(error) === 'order_not_found';
