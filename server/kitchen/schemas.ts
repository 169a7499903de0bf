// Kitchen request bodies: strict objects, so an unknown key is a 422 like the other endpoints.
import { boolean, enums, integer, max, min, object, size, string } from 'superstruct';
import { ORDER_STATUSES } from '../../src/domain/order-status';
import { MAX_STAFF_PASSWORD } from './password';

export const LoginBody = object({ password: size(string(), 1, MAX_STAFF_PASSWORD) });
export const StatusBody = object({ status: enums(ORDER_STATUSES) });
export const PauseBody = object({ minutes: max(min(integer(), 0), 1440) });
export const StockBody = object({ available: boolean() });

export const ORDER_TYPE_NAMES = ['onsite', 'takeaway', 'delivery'] as const;
export type KitchenOrderType = (typeof ORDER_TYPE_NAMES)[number];
