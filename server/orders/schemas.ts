// Request bodies of the order endpoints beyond validation-api.ts: the create payload plus the
// optional scheduled_delivery_date (a scheduled order for a closed store, docs/decisions.md),
// the apply-discount body (§7.3 does not show it) and the rating body (§7.5 does not either).
import {
  assign,
  integer,
  literal,
  nullable,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
  union,
} from 'superstruct';
import type { Infer } from 'superstruct';
import { SCHEDULED_DATE_PATTERN, orderCreateBody } from '../../src/domain/validation-api';

export const orderCreateRequest = assign(
  orderCreateBody,
  object({
    scheduled_delivery_date: optional(nullable(pattern(string(), SCHEDULED_DATE_PATTERN))),
    /** The table code of a TABLE order's open tab, when it has one (issue [17/21]). */
    tab_code: optional(nullable(size(string(), 0, 16))),
  }),
);
export type OrderCreateRequest = Infer<typeof orderCreateRequest>;

const id = size(string(), 1, 200);

export const applyDiscountRequest = union([
  object({ order_id: id, coupon_code: size(string(), 1, 64) }),
  object({ order_id: id, reward_id: id, client_id: id }),
  // Ours: the diner takes the reward off the draft again (issue [16/21] item 1).
  object({ order_id: id, reward_id: literal(null), client_id: optional(nullable(id)) }),
]);
export type ApplyDiscountRequest = Infer<typeof applyDiscountRequest>;

export const ratingRequest = object({
  order_id: id,
  rating: refine(integer(), 'rating 1..5', (v) => v >= 1 && v <= 5),
  comment: optional(nullable(size(string(), 0, 500))),
});
export type RatingRequest = Infer<typeof ratingRequest>;
