// A long list (a 300- or 1,000-product menu) brought to life in steps: the first groups render at
// once, the rest one short task at a time after the first paint, so no single task holds the main
// thread long enough to delay a tap (issue [12/13]: nothing blocks for more than 50 ms on a 4×
// slowed CPU). The server has no main thread to spare for anyone: it draws every group.
import { useEffect, useState } from 'react';
import { nextTask } from './next-task';
import { firstLiveCount, nextLiveCount } from './progressive-steps';

/**
 * How many of the groups (sized by `sizes`: items per group) are live. The first groups up to
 * `firstItems` items at once, then groups of about `stepItems` items per task until all are.
 * `enabled` false: none, and nothing is scheduled (the caller keeps what is drawn).
 */
export function useProgressiveCount(
  sizes: readonly number[],
  firstItems: number,
  stepItems: number,
  enabled = true,
): number {
  const onServer = typeof window === 'undefined';
  const [live, setLive] = useState(() =>
    onServer ? sizes.length : firstLiveCount(sizes, firstItems),
  );
  const total = sizes.length;
  useEffect(() => {
    if (!enabled || live >= total) return undefined;
    return nextTask(() => setLive((count) => nextLiveCount(sizes, count, stepItems)));
    // `sizes` changes identity with every catalogue; its length is what the steps follow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, live, total]);
  return enabled ? Math.min(live, total) : 0;
}
