// A queued order whose draft had a coupon (issue [7/13]): when the server swept the draft, the
// drain creates it again, applies the coupon to the new order, then places it, once, under keys
// saved before they are sent. A refused coupon fails the entry with its code and nothing is
// placed; the diner's retry tries the coupon again and still never places without it.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCartStorage } from './cart-repository';
import { Failure, recorder, sweptOnce, withCoupon } from './outbox-drain.fixtures';
import { enqueueOrder, outboxEntry, resetOutbox, retryOutboxEntry } from './outbox';
import { BACKOFF_MIN_MS, drainOutbox } from './outbox-drain';
import { previewOrder } from './outbox.fixtures';

let seq = 0;
beforeEach(() => {
  resetCartStorage({ dbName: `drain-coupon-test-${++seq}` });
  resetOutbox();
});

const kinds = (calls: { kind: string }[]) => calls.map((c) => c.kind);

describe('drainOutbox with a coupon', () => {
  it('places a draft that still has its coupon without applying it again', async () => {
    await enqueueOrder(withCoupon('a'));
    const { calls, send } = recorder();
    expect((await drainOutbox('c1', send)).sent).toEqual(['a']);
    expect(kinds(calls)).toEqual(['update']);
  });

  it('a swept draft is created again, gets the coupon under a fresh key, then is placed', async () => {
    await enqueueOrder(withCoupon('a'));
    const { calls, send, orders } = recorder({ update: sweptOnce() });
    expect((await drainOutbox('c1', send)).sent).toEqual(['a']);
    expect(kinds(calls)).toEqual(['update', 'create', 'discount', 'update']);
    const discount = calls[2];
    expect(discount).toMatchObject({ orderId: 'order-1', coupon: 'SAVE10' });
    expect(discount?.key).not.toBe('discount-a');
    expect(orders.size).toBe(1);
    expect(await outboxEntry('c1', 'a')).toMatchObject({
      status: 'sent',
      orderId: 'order-1',
      couponOrderId: 'order-1',
      discountKey: discount?.key,
      updateKey: calls[3]?.key,
    });
  });

  it('a drainer that dies while applying the coupon is finished under the same keys', async () => {
    await enqueueOrder(withCoupon('a'));
    const dying = recorder({
      update: sweptOnce(),
      discount: () => new Promise<never>(() => undefined),
    });
    void drainOutbox('c1', dying.send, { now: () => 0, leaseMs: 10 });
    await expect.poll(() => dying.calls.length).toBe(3);
    const other = recorder();
    expect((await drainOutbox('c1', other.send, { now: () => 20 })).sent).toEqual(['a']);
    // The new order was saved: no second create; the coupon goes again under its saved key.
    expect(kinds(other.calls)).toEqual(['discount', 'update']);
    expect(other.calls[0]).toMatchObject({ key: dying.calls[2]?.key, orderId: 'order-1' });
    expect(dying.orders.size + other.orders.size).toBe(1);
  });

  it('a drainer that dies while placing does not apply the coupon twice', async () => {
    await enqueueOrder(withCoupon('a'));
    let placements = 0;
    const dying = recorder({
      update: () => {
        placements += 1;
        return placements === 1
          ? new Failure(404, 'Order not found', 'order_not_found')
          : new Promise<never>(() => undefined);
      },
    });
    void drainOutbox('c1', dying.send, { now: () => 0, leaseMs: 10 });
    await expect.poll(() => dying.calls.length).toBe(4);
    const other = recorder();
    expect((await drainOutbox('c1', other.send, { now: () => 20 })).sent).toEqual(['a']);
    expect(other.calls).toEqual([{ kind: 'update', key: dying.calls[3]?.key }]);
  });

  it('a refused coupon fails the entry with its code, and nothing is placed', async () => {
    await enqueueOrder(withCoupon('a'));
    const refusing = recorder({
      update: sweptOnce(),
      discount: () => new Failure(409, 'Coupon used up', 'coupon_used_up'),
    });
    expect((await drainOutbox('c1', refusing.send)).failed).toEqual(['a']);
    expect(kinds(refusing.calls)).toEqual(['update', 'create', 'discount']);
    const failed = await outboxEntry('c1', 'a');
    expect(failed).toMatchObject({
      status: 'failed',
      errorCode: 'coupon_used_up',
      orderId: 'order-1',
      couponOrderId: 'order-9',
    });
    // The refused key answers the refusal forever: the retry's coupon goes under a fresh one.
    expect(failed?.discountKey).not.toBe(refusing.calls[2]?.key);

    // The diner retries while the coupon is still refused: one attempt, no placement.
    await retryOutboxEntry('c1', 'a', Date.now());
    const still = recorder({
      discount: () => new Failure(409, 'Coupon used up', 'coupon_used_up'),
    });
    expect((await drainOutbox('c1', still.send)).failed).toEqual(['a']);
    expect(still.calls).toEqual([
      { kind: 'discount', key: failed?.discountKey, orderId: 'order-1', coupon: 'SAVE10' },
    ]);
    // Left alone, a failed entry is not sent again.
    await drainOutbox('c1', still.send, { now: () => Date.now() + 3_600_000 });
    expect(still.calls).toHaveLength(1);

    // Once the coupon applies again, the retry puts it on and places the same order.
    await retryOutboxEntry('c1', 'a', Date.now());
    const accepting = recorder();
    expect((await drainOutbox('c1', accepting.send)).sent).toEqual(['a']);
    expect(kinds(accepting.calls)).toEqual(['discount', 'update']);
    expect(await outboxEntry('c1', 'a')).toMatchObject({ status: 'sent', orderId: 'order-1' });
  });

  it('a transient failure of the coupon retries later with the same keys', async () => {
    await enqueueOrder(withCoupon('a'));
    let down = true;
    const clock = 1_000_000;
    const { calls, send, orders } = recorder({
      update: sweptOnce(),
      discount: () => (down ? new Failure(503, 'Unavailable') : undefined),
    });
    const first = await drainOutbox('c1', send, { now: () => clock, random: () => 0.5 });
    expect(first.retrying).toEqual(['a']);
    const queued = await outboxEntry('c1', 'a');
    expect(queued).toMatchObject({
      status: 'queued',
      orderId: 'order-1',
      discountKey: calls[2]?.key,
      nextAttemptAt: clock + BACKOFF_MIN_MS,
    });
    down = false;
    const second = await drainOutbox('c1', send, { now: () => clock + BACKOFF_MIN_MS });
    expect(second.sent).toEqual(['a']);
    expect(kinds(calls)).toEqual(['update', 'create', 'discount', 'discount', 'update']);
    expect(calls[3]?.key).toBe(calls[2]?.key);
    expect(calls[4]?.key).toBe(queued?.updateKey);
    expect(orders.size).toBe(1);
  });

  it('the coupon’s draft swept again is created again once more, with the coupon', async () => {
    // A retry hours after a refused coupon: the second draft was swept too.
    await enqueueOrder(withCoupon('a', 'c1', { orderId: 'order-7', status: 'failed' }));
    await retryOutboxEntry('c1', 'a', Date.now());
    const { calls, send } = recorder({
      discount: () => {
        const swept = calls.filter((c) => c.kind === 'discount').length === 1;
        return swept ? new Failure(404, 'Order not found', 'order_not_found') : undefined;
      },
    });
    expect((await drainOutbox('c1', send)).sent).toEqual(['a']);
    expect(kinds(calls)).toEqual(['discount', 'create', 'discount', 'update']);
    expect(calls[0]?.orderId).toBe('order-7');
    expect(calls[2]).toMatchObject({ orderId: 'order-1', coupon: 'SAVE10' });
    expect(calls[2]?.key).not.toBe(calls[0]?.key);
  });

  it('a swept draft with a discount the entry cannot restore fails instead of losing it', async () => {
    // Queued by an older build: the draft had a coupon, the entry does not know its code.
    const preview = previewOrder('c1');
    preview.discounts = [{ modality: 'COUPON', description: 'OLD', type: 'AMOUNT', value: 300 }];
    await enqueueOrder(
      withCoupon('a', 'c1', {
        couponCode: undefined,
        discountKey: undefined,
        couponOrderId: undefined,
        preview,
      }),
    );
    const { calls, send } = recorder({ update: sweptOnce() });
    expect((await drainOutbox('c1', send)).failed).toEqual(['a']);
    expect(kinds(calls)).toEqual(['update']);
    expect(await outboxEntry('c1', 'a')).toMatchObject({
      status: 'failed',
      errorCode: 'order_not_found',
    });
  });
});
