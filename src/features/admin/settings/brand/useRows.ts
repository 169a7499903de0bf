// The rows of a brand tab (coupons, rewards; issue [11/13]): load them, and run a create, edit
// or delete, folding its outcome into the list. A failed write answers what to show: the fields
// to fix, or a conflict with the row as it is now (null when it is gone), for the form to offer.
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureOf, isRow } from './save-outcome';
import type { Failure } from './save-outcome';

export type RowOutcome<T> = { ok: true; row: T } | { ok: false; failure: Failure<T> };

export function useRows<T extends { id: string; version: number }, L>(options: {
  load: () => Promise<L>;
  rowsOf: (loaded: L) => T[];
  onUnauthorized: () => void;
}) {
  const { load, rowsOf } = options;
  const [loaded, setLoaded] = useState<L | null>(null);
  const [rows, setRows] = useState<T[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const unauthorized = useRef(options.onUnauthorized);
  useEffect(() => {
    unauthorized.current = options.onUnauthorized;
  });

  const reload = useCallback(() => {
    setLoadFailed(false);
    load().then(
      (answer) => {
        setLoaded(answer);
        setRows(rowsOf(answer));
      },
      (error: unknown) => {
        if (failureOf(error, isRow).kind === 'unauthorized') unauthorized.current();
        else setLoadFailed(true);
      },
    );
  }, [load, rowsOf]);

  useEffect(() => {
    reload();
  }, [reload]);

  const run = useCallback(
    async (write: () => Promise<T>, removing = false): Promise<RowOutcome<T>> => {
      try {
        const row = await write();
        setRows((list) => {
          const current = list ?? [];
          if (removing) return current.filter((r) => r.id !== row.id);
          return current.some((r) => r.id === row.id)
            ? current.map((r) => (r.id === row.id ? row : r))
            : [...current, row];
        });
        return { ok: true, row };
      } catch (error) {
        const failure = failureOf<T>(error, (v): v is T => isRow(v));
        if (failure.kind === 'unauthorized') unauthorized.current();
        if (failure.kind === 'conflict' && failure.current) {
          const current = failure.current;
          setRows((list) => (list ?? []).map((r) => (r.id === current.id ? current : r)));
        }
        // A 404: the row is gone (deleted elsewhere); the list forgets it.
        if (failure.kind === 'refused' && failure.code === 'not_found') reload();
        return { ok: false, failure };
      }
    },
    [reload],
  );

  return { loaded, rows, loadFailed, reload, run };
}
