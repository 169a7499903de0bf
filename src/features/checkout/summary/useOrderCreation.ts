// §4.4 'Order summary opening': the order is created once when the summary opens. The promise
// is shared, so a re-mount (React strict mode, a quick back and forth) never starts a second
// create; the idempotency key makes even a retried request return the same order. When the
// order goes away under an open summary (its draft could not be replaced after a refusal, see
// src/state/checkout/recovery.ts), the summary tries once more and then offers its retry.
import { useCallback, useEffect, useState } from 'react';
import { checkout, ensureOrderCreated, reportFailure, useCheckout } from '../../../state/checkout';

let pending: Promise<unknown> | null = null;

function createOnce(): Promise<unknown> {
  pending ??= ensureOrderCreated().finally(() => {
    pending = null;
  });
  return pending;
}

export function useOrderCreation(): { failed: boolean; retry: () => void } {
  const [failed, setFailed] = useState(false);
  const missing = useCheckout().createdOrder === null;
  const run = useCallback(() => {
    if (checkout.createdOrder) return;
    setFailed(false);
    createOnce().catch((error: unknown) => {
      reportFailure('ensureOrderCreated', error);
      setFailed(true);
    });
  }, []);
  useEffect(() => {
    if (missing) run();
  }, [missing, run]);
  return { failed, retry: run };
}
