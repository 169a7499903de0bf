// One phone paying towards the table's tab (issue [17/21]): the company's online methods for the
// table, fixing an even split, starting the payment, and following it until it ends (polled, and
// read again whenever the tab changes). Refusals are named by their code (409s when another phone
// was quicker); nothing is charged before the server accepted the amount.
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../api/errors';
import { newIdempotencyKey } from '../../api/orders';
import { getTablePaymentMethods, getTabPayment, splitTab, startTabPayment } from '../../api/tab';
import type { TabPaymentRequest } from '../../api/tab';
import { paidAfterOrdering } from '../../domain/payment-state';
import { isOnlineMethod } from '../../domain/pricing';
import { isTabPayment, paymentSettled } from '../../domain/tab/view';
import type { TabPayment } from '../../domain/tab/view';
import type { PaymentMethod } from '../../domain/types';

export const PAYMENT_POLL_MS = 3_000;

const KNOWN_REFUSALS = new Set([
  'tab_balance_taken',
  'tab_item_claimed',
  'tab_split_started',
  'tab_split_missing',
  'tab_not_found',
]);

/** The tab.pay.errors key for a failed call. */
export function payErrorKey(error: unknown): string {
  if (!isApiError(error)) return 'generic';
  if (error.isNetworkError) return 'offline';
  if (error.code && KNOWN_REFUSALS.has(error.code)) return error.code;
  if (error.code === 'tips_not_accepted') return 'tip_not_allowed';
  return 'generic';
}

export interface PayState {
  methods: PaymentMethod[];
  payment: TabPayment | null;
  busy: boolean;
  /** A tab.pay.errors key, or null. */
  error: string | null;
  split: (people: number) => Promise<boolean>;
  pay: (request: Omit<TabPaymentRequest, 'idempotency_key'>) => Promise<void>;
  /** The same choice again, as a new payment (a declined card's hold was given back). */
  retry: () => Promise<void>;
  /** Reads the payment now (the card form was just confirmed). */
  refresh: () => void;
  reset: () => void;
}

export function usePay(
  companyId: string,
  qrId: string,
  code: string | null,
  /** Changes whenever the tab was read again (a TAB_CHANGED, a poll). */
  tabRevision: string,
  onChanged: () => void,
): PayState {
  const [methods, setMethods] = useState<PaymentMethod[]>([]);
  const [payment, setPayment] = useState<TabPayment | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per attempt: a retried tap answers the same payment, a new choice gets a new key.
  const key = useRef<string | null>(null);
  const last = useRef<Omit<TabPaymentRequest, 'idempotency_key'> | null>(null);
  const [poke, setPoke] = useState(0);

  // The online methods whose form runs in the dialog (card and wallet: the Sandbox's hosted
  // fields or Stripe). A Pix pays after ordering, with a code the dialog does not draw yet.
  useEffect(() => {
    let live = true;
    getTablePaymentMethods(companyId).then(
      (all) =>
        live &&
        setMethods((all.table ?? []).filter((m) => isOnlineMethod(m) && !paidAfterOrdering(m))),
      // No online methods then: "I'll pay the staff" still works.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [companyId]);

  const split = useCallback(
    async (people: number): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        await splitTab(companyId, qrId, people, code);
        onChanged();
        return true;
      } catch (failure) {
        setError(payErrorKey(failure));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [companyId, qrId, code, onChanged],
  );

  const pay = useCallback(
    async (request: Omit<TabPaymentRequest, 'idempotency_key'>): Promise<void> => {
      setBusy(true);
      setError(null);
      last.current = request;
      key.current ??= newIdempotencyKey();
      try {
        const answer = await startTabPayment(
          companyId,
          qrId,
          { ...request, idempotency_key: key.current },
          code,
        );
        if (!isTabPayment(answer)) throw new Error('unexpected tab payment answer');
        key.current = null;
        setPayment(answer);
        onChanged();
      } catch (failure) {
        // A refusal is final for this attempt: the next tap is a new payment.
        if (isApiError(failure) && !failure.isNetworkError) key.current = null;
        setError(payErrorKey(failure));
      } finally {
        setBusy(false);
      }
    },
    [companyId, qrId, code, onChanged],
  );

  // Follows the payment until it ends: every few seconds, and whenever the tab was read again.
  const followId = payment && !paymentSettled(payment.status) ? payment.id : null;
  useEffect(() => {
    if (!followId) return;
    let live = true;
    const read = () =>
      getTabPayment(companyId, qrId, followId, code).then(
        (answer) => live && isTabPayment(answer) && setPayment(answer),
        () => undefined,
      );
    void read();
    const timer = setInterval(() => void read(), PAYMENT_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [followId, tabRevision, poke, companyId, qrId, code]);

  // The payment came to its end: the tab is read again (held and paid moved).
  // (onChanged is read through a ref: the screen passes a new function every render.)
  const changed = useRef(onChanged);
  changed.current = onChanged;
  const settledId = payment && paymentSettled(payment.status) ? payment.id : null;
  useEffect(() => {
    if (settledId) changed.current();
  }, [settledId]);

  const retry = useCallback(async (): Promise<void> => {
    if (!last.current) return;
    key.current = null;
    await pay(last.current);
  }, [pay]);

  const refresh = useCallback(() => setPoke((n) => n + 1), []);

  const reset = useCallback(() => {
    setPayment(null);
    setError(null);
    key.current = null;
  }, []);

  return { methods, payment, busy, error, split, pay, retry, refresh, reset };
}
