// The arithmetic of use-progressive-count.ts, apart so it is unit-tested: groups are whole (a
// category is never half drawn) and every step makes progress.

/** Groups live at first: at least one, then until `firstItems` items are covered. */
export function firstLiveCount(sizes: readonly number[], firstItems: number): number {
  return nextLiveCount(sizes, 0, firstItems);
}

/** After `live` groups: the next groups up to about `stepItems` items, at least one group. */
export function nextLiveCount(sizes: readonly number[], live: number, stepItems: number): number {
  let count = Math.max(0, live);
  let items = 0;
  while (count < sizes.length) {
    items += sizes[count] ?? 0;
    count += 1;
    if (items >= stepItems) break;
  }
  return count;
}
