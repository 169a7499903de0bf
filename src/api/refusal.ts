// What a refusal says beyond its status (issue [7/13]): a code the storefront knows, the params
// of its message and, for out_of_stock, every short line. Read off the wire defensively: an
// unknown code, a param that is not a string or a finite number, or a malformed stock line is
// dropped, never shown. Works on src/api's ApiError and on any failure that carries the error
// `body` as answered (the service worker's sender).
import { isErrorCode } from '../domain/error-codes';
import type { ErrorCode, ErrorParams, StockShortage } from '../domain/error-codes';

export interface Refusal {
  code: ErrorCode | undefined;
  params: ErrorParams | undefined;
  items: StockShortage[] | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Strings and finite numbers only; anything else is dropped, never shown. */
export function readParams(value: unknown): ErrorParams | undefined {
  if (!isRecord(value)) return undefined;
  const out: ErrorParams = {};
  for (const [name, param] of Object.entries(value)) {
    if (typeof param === 'string' || (typeof param === 'number' && Number.isFinite(param)))
      out[name] = param;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

function readShortage(value: unknown): StockShortage | null {
  if (!isRecord(value)) return null;
  const { product_id, variant_id, name, variant_name, requested, available } = value;
  if (typeof product_id !== 'string' || typeof variant_id !== 'string' || variant_id === '')
    return null;
  if (typeof name !== 'string' || !isCount(requested) || !isCount(available)) return null;
  if (variant_name !== null && variant_name !== undefined && typeof variant_name !== 'string')
    return null;
  return {
    product_id,
    variant_id,
    name,
    variant_name: variant_name ?? null,
    requested,
    available,
  };
}

/** The well-formed lines of an `out_of_stock` answer; malformed ones are left out. */
export function readShortages(value: unknown): StockShortage[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const items = value.flatMap((item) => readShortage(item) ?? []);
  return items.length > 0 ? items : undefined;
}

/** The refusal in an error body. */
export function readRefusal(body: unknown): Refusal {
  if (!isRecord(body)) return { code: undefined, params: undefined, items: undefined };
  return {
    code: isErrorCode(body.code) ? body.code : undefined,
    params: readParams(body.params),
    items: readShortages(body.items),
  };
}

/** The refusal a failed call carries in its `body` (nothing for a failure without one). */
export function refusalOf(error: unknown): Refusal {
  return readRefusal(
    isRecord(error) || error instanceof Error ? (error as { body?: unknown }).body : null,
  );
}
