// What a bus message must look like. Redis is a network boundary (DESIGN.md rule 5), so a message
// that another process or a stray client published is checked before any socket sees it.
import {
  array,
  enums,
  is,
  nullable,
  number,
  object,
  pattern,
  string,
  type,
  unknown,
} from 'superstruct';
import { ORDER_STATUSES } from '../../src/domain/order-status';
import { SERVICE_TYPES } from '../../src/domain/constants';
import { TAB_CHANGES } from './tab-event';
import type { BusEvent } from './bus';

const Id = pattern(string(), /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/);

// The order is checked for the fields the sockets and the clients rely on; other fields pass
// through as the server wrote them.
const OrderShape = type({
  id: Id,
  company_id: Id,
  status: enums(ORDER_STATUSES),
  payment_status: nullable(string()),
  service_type: enums(SERVICE_TYPES),
  total: number(),
  combos: array(unknown()),
  created_at: string(),
  updated_at: string(),
});

const EventShape = object({
  event_type: enums(['ORDER_CREATED', 'ORDER_UPDATED'] as const),
  company_id: Id,
  order: OrderShape,
});

const PauseShape = object({
  event_type: enums(['ORDER_TYPE_PAUSED'] as const),
  company_id: Id,
  order_type: enums(['onsite', 'takeaway', 'delivery'] as const),
  disabled_until: nullable(string()),
});

const TabShape = object({
  event_type: enums(['TAB_CHANGED'] as const),
  company_id: Id,
  qr_id: Id,
  change: enums(TAB_CHANGES),
});

/** The event in a JSON text, or null when it is not one (wrong shape, or another company's order). */
export function parseOrderEvent(text: string): BusEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (is(value, PauseShape)) return value;
  if (is(value, TabShape)) return value;
  if (!is(value, EventShape)) return null;
  if (value.order.company_id !== value.company_id) return null;
  return value as unknown as BusEvent;
}
