// The kitchen's actions in the company's audit log (issue [16/21] item 13), beside the back
// office's changes: order moves and cancels, pauses and resumes of an order type, and a product
// marked out of stock or back. The actor is the board's session, as an owner's is theirs.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { recordAudit } from '../admin/audit';
import type { KitchenIdentity } from './identity';

/** 'kitchen:' and the first 8 characters of the board's hashed session id. */
export const kitchenActor = (hashedSessionId: string): string =>
  `kitchen:${hashedSessionId.slice(0, 8)}`;

export interface KitchenAction {
  /** entity.verb: order.move, order.cancel, order_type.pause, order_type.resume, product.stock_out, product.stock_in. */
  action: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/** Records one kitchen action; pass the transaction of the change when there is one. */
export async function recordKitchenAction(
  db: Kysely<Database>,
  identity: Pick<KitchenIdentity, 'companyId' | 'session'>,
  action: KitchenAction,
): Promise<void> {
  const entity = action.action.slice(0, action.action.lastIndexOf('.'));
  await recordAudit(db, {
    companyId: identity.companyId,
    actor: kitchenActor(identity.session.id),
    action: action.action,
    entity,
    entityId: action.entityId,
    before: action.before,
    after: action.after,
  });
}
