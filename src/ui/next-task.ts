// Work that must not share the task it was asked from: a long menu brought to life a step at a
// time (use-progressive-count.ts), the cards of a drawn list adopted after hydration
// (DormantList.tsx). Each runs in a task of its own, after input and rendering where the browser
// can order them (scheduler.postTask, Chromium), else in the next macrotask.

export type Cancel = () => void;

interface PostTaskScheduler {
  postTask: (
    callback: () => void,
    options: { priority: 'background' | 'user-visible'; signal: AbortSignal },
  ) => Promise<unknown>;
}

export function nextTask(
  run: () => void,
  priority: 'background' | 'user-visible' = 'background',
): Cancel {
  const scheduler = (globalThis as { scheduler?: Partial<PostTaskScheduler> }).scheduler;
  if (typeof scheduler?.postTask === 'function') {
    const controller = new AbortController();
    // Aborted on cancel: that rejection is expected and carries nothing to report.
    scheduler.postTask(run, { priority, signal: controller.signal }).catch(() => undefined);
    return () => controller.abort();
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}

/**
 * Resolves once the browser is idle (at the latest after `timeoutMs`): work a diner does not
 * wait for (the visit count, coupons, loyalty) then keeps off the busy moments after the page
 * appears.
 */
export function whenIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, Math.min(timeoutMs, 200));
  });
}
