import { describe, expect, it } from 'vitest';
import { DecodeQueue, OverPixelBudget } from './decode-queue';

/** A decode the test finishes by hand, recording when it started. */
function job(log: string[], name: string) {
  let finish: (fail?: Error) => void = () => undefined;
  const work = () =>
    new Promise<string>((resolve, reject) => {
      log.push(`start ${name}`);
      finish = (fail) => (fail ? reject(fail) : resolve(name));
    });
  return { work, finish: (fail?: Error) => finish(fail) };
}

/** Lets every settled promise's continuation run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('DecodeQueue', () => {
  it('runs decodes together while their pixels fit and a slot is free', async () => {
    const queue = new DecodeQueue({ pixels: 100, slots: 3 });
    const log: string[] = [];
    const [a, b, c] = [job(log, 'a'), job(log, 'b'), job(log, 'c')];
    const runs = [queue.run(40, a.work), queue.run(60, b.work), queue.run(1, c.work)];
    await settle();
    // a and b fill the budget: c, however small, waits.
    expect(log).toEqual(['start a', 'start b']);
    expect(queue.state).toEqual({ pixels: 100, running: 2, waiting: 1 });
    a.finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start c']);
    b.finish();
    c.finish();
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c']);
    expect(queue.state).toEqual({ pixels: 0, running: 0, waiting: 0 });
  });

  it('bounds the decodes running at once, whatever their size', async () => {
    const queue = new DecodeQueue({ pixels: 1_000, slots: 2 });
    const log: string[] = [];
    const jobs = ['a', 'b', 'c'].map((name) => job(log, name));
    const runs = jobs.map((j) => queue.run(1, j.work));
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    jobs[1]?.finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start c']);
    jobs[0]?.finish();
    jobs[2]?.finish();
    await Promise.all(runs);
  });

  it('keeps arrival order: a small decode does not overtake a large one that waits', async () => {
    const queue = new DecodeQueue({ pixels: 100, slots: 4 });
    const log: string[] = [];
    const [first, large, small] = [job(log, 'first'), job(log, 'large'), job(log, 'small')];
    const runs = [queue.run(50, first.work), queue.run(100, large.work), queue.run(10, small.work)];
    await settle();
    // small would fit beside first, but large came before it.
    expect(log).toEqual(['start first']);
    first.finish();
    await settle();
    expect(log).toEqual(['start first', 'start large']);
    large.finish();
    await settle();
    expect(log).toEqual(['start first', 'start large', 'start small']);
    small.finish();
    await Promise.all(runs);
  });

  it('gives the pixels back when a decode fails, and the next one starts', async () => {
    const queue = new DecodeQueue({ pixels: 100, slots: 2 });
    const log: string[] = [];
    const [broken, next] = [job(log, 'broken'), job(log, 'next')];
    const failed = queue.run(80, broken.work);
    const waiting = queue.run(80, next.work);
    await settle();
    broken.finish(new Error('corrupt image'));
    await expect(failed).rejects.toThrow('corrupt image');
    await settle();
    expect(log).toEqual(['start broken', 'start next']);
    expect(queue.state).toEqual({ pixels: 80, running: 1, waiting: 0 });
    next.finish();
    await expect(waiting).resolves.toBe('next');
    expect(queue.state).toEqual({ pixels: 0, running: 0, waiting: 0 });
  });

  it('gives them back when the work throws before returning a promise', async () => {
    const queue = new DecodeQueue({ pixels: 10, slots: 1 });
    await expect(
      queue.run(10, () => {
        throw new Error('sync failure');
      }),
    ).rejects.toThrow('sync failure');
    expect(queue.state).toEqual({ pixels: 0, running: 0, waiting: 0 });
    await expect(queue.run(10, () => Promise.resolve('ok'))).resolves.toBe('ok');
  });

  it('refuses at once an image larger than the whole budget, or no number of pixels', async () => {
    const queue = new DecodeQueue({ pixels: 100, slots: 1 });
    const log: string[] = [];
    const holder = job(log, 'holder');
    const held = queue.run(100, holder.work);
    for (const pixels of [101, Number.NaN, -1, Number.POSITIVE_INFINITY])
      await expect(queue.run(pixels, () => Promise.resolve('never'))).rejects.toBeInstanceOf(
        OverPixelBudget,
      );
    // Refused without waiting behind the running decode, and without joining the line.
    expect(queue.state).toEqual({ pixels: 100, running: 1, waiting: 0 });
    holder.finish();
    await held;
  });
});
