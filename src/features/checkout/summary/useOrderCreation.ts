// §4.4 'Order summary opening': the order is created once when the summary opens. The promise
// is shared, so a re-mount (React strict mode, a quick back and forth) never starts a second
// create; the idempotency key makes even a retried request return the same order.
import { useCallback, useEffect, useState } from 'react';
import { checkout, ensureOrderCreated, reportFailure } from '../../../state/checkout';

let pending: Promise<unknown> | null = null;

function createOnce(): Promise<unknown> {
  pending ??= ensureOrderCreated().finally(() => {
    pending = null;
  });
  return pending;
}

export function useOrderCreation(): { failed: boolean; retry: () => void } {
  const [failed, setFailed] = useState(false);
  const run = useCallback(() => {
    if (checkout.createdOrder) return;
    setFailed(false);
    createOnce().catch((error: unknown) => {
      reportFailure('ensureOrderCreated', error);
      setFailed(true);
    });
  }, []);
  useEffect(run, [run]);
  return { failed, retry: run };
}
