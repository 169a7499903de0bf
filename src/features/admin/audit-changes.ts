// What an audit entry changed, field by field (issue [16/21] item 13): the leaves that differ
// between the entity before and after, as dotted paths ('takeaway.disabled_until'), with values
// shortened for reading. Pure and unit-tested; the activity list words the values.

export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Deeper than this, a value is compared and shown whole. */
const MAX_DEPTH = 4;
/** More changes than this are cut: the list stays readable. */
export const MAX_CHANGES = 30;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function collect(before: unknown, after: unknown, path: string, depth: number, out: AuditChange[]) {
  if (out.length >= MAX_CHANGES || same(before, after)) return;
  if (depth < MAX_DEPTH && (isPlainObject(before) || isPlainObject(after))) {
    const from = isPlainObject(before) ? before : {};
    const to = isPlainObject(after) ? after : {};
    const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
    for (const key of keys) {
      // Bookkeeping, not something the owner changed.
      if (key === 'version' || key === 'updated_at') continue;
      collect(from[key], to[key], path ? `${path}.${key}` : key, depth + 1, out);
    }
    return;
  }
  out.push({ field: path, before, after });
}

/**
 * The fields that differ, when the entry has the entity both before and after (an update, a
 * settings save, a kitchen move); none for a creation or a deletion, whose subject says enough.
 */
export function auditChanges(entry: { before: unknown; after: unknown }): AuditChange[] {
  if (!isPlainObject(entry.before) || !isPlainObject(entry.after)) return [];
  const out: AuditChange[] = [];
  collect(entry.before, entry.after, '', 0, out);
  return out;
}

export type ShownValue =
  | { kind: 'none' }
  | { kind: 'yes' }
  | { kind: 'no' }
  | { kind: 'status'; status: string }
  | { kind: 'text'; text: string };

const MAX_TEXT = 80;
const ORDER_STATUSES = new Set([
  'INITIATED',
  'PENDING',
  'PREPARING',
  'READY',
  'DRIVER_ON_THE_WAY_TO_DESTINATION',
  'DRIVER_ARRIVED_AT_DESTINATION',
  'DELIVERED',
  'FINALIZED',
  'CANCELLED',
]);

const shorten = (text: string): string =>
  text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;

/** How a value reads: empty, yes or no, an order status (translated), else short text. */
export function shownValue(field: string, value: unknown): ShownValue {
  if (value === null || value === undefined || value === '') return { kind: 'none' };
  if (value === true) return { kind: 'yes' };
  if (value === false) return { kind: 'no' };
  if (typeof value === 'string') {
    const last = field.slice(field.lastIndexOf('.') + 1);
    if (last === 'status' && ORDER_STATUSES.has(value)) return { kind: 'status', status: value };
    return { kind: 'text', text: shorten(value) };
  }
  if (typeof value === 'number') return { kind: 'text', text: String(value) };
  return { kind: 'text', text: shorten(JSON.stringify(value)) };
}
