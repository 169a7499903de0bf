// A back-office page that reads one list once it opens (ratings, activity): its heading and
// intro, a spinner while it loads, an error with Retry, and a sign-in again on a 401. The page
// only says how to read its list and how to draw it once read.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { isApiError } from '../../api/errors';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { useAdminI18n } from './admin-i18n';

type State<T> = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; value: T };

/** Reads once on mount and again on Retry; a 401 hands over to the sign-in. */
function useAdminRead<T>(read: () => Promise<T>, onUnauthorized: () => void) {
  const [state, setState] = useState<State<T>>({ kind: 'loading' });
  // The latest callbacks, so a re-render of the layout never reads the list again.
  const latest = useRef({ read, onUnauthorized });
  useEffect(() => {
    latest.current = { read, onUnauthorized };
  }, [read, onUnauthorized]);

  const load = useCallback(() => {
    setState({ kind: 'loading' });
    latest.current.read().then(
      (value) => setState({ kind: 'ready', value }),
      (error: unknown) => {
        if (isApiError(error) && error.status === 401) latest.current.onUnauthorized();
        else setState({ kind: 'error' });
      },
    );
  }, []);

  useEffect(load, [load]);
  return { state, load };
}

/** `keys` names the page's texts: `${keys}.title|intro|loading|failed|empty|emptyText`. */
export function AdminListSection<T>({
  keys,
  read,
  isEmpty,
  onUnauthorized,
  children,
}: {
  keys: 'admin.ratings' | 'admin.activity';
  read: () => Promise<T>;
  isEmpty: (value: T) => boolean;
  onUnauthorized: () => void;
  children: (value: T) => ReactNode;
}) {
  const { t } = useAdminI18n();
  const headingId = useId();
  const { state, load } = useAdminRead(read, onUnauthorized);
  return (
    <section className="a-section" aria-labelledby={headingId} aria-busy={state.kind === 'loading'}>
      <h2 id={headingId}>{t(`${keys}.title`)}</h2>
      <p className="a-muted">{t(`${keys}.intro`)}</p>
      {state.kind === 'loading' ? (
        <div className="a-state">
          <Spinner size={32} label={t(`${keys}.loading`)} />
        </div>
      ) : state.kind === 'error' ? (
        <div className="a-state" role="alert">
          <p className="a-error">{t(`${keys}.failed`)}</p>
          <Button variant="secondary" onClick={load}>
            {t('common.retry')}
          </Button>
        </div>
      ) : isEmpty(state.value) ? (
        <div className="a-empty">
          <h3>{t(`${keys}.empty`)}</h3>
          <p>{t(`${keys}.emptyText`)}</p>
        </div>
      ) : (
        children(state.value)
      )}
    </section>
  );
}
