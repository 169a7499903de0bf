// One-step undo of the last menu import (issue [16/21] item 12): shown while the server keeps the
// menu an import replaced (GET /api/admin/menu/undo). It says what undo restores (that menu, with
// its counts and the import's date) and what it costs (the current menu, edits made since that
// import included), and asks before doing it. Undo drops the kept copy, so it is one step only.
import { useEffect, useId, useRef, useState } from 'react';
import { getMenuUndo, undoMenuImport } from '../../../api/admin-menu-io';
import type { MenuUndoState } from '../../../api/admin-menu-io';
import { isApiError } from '../../../api/errors';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { showSnackbar } from '../../../ui/Snackbar';
import { useAdminI18n } from '../admin-i18n';
import { MenuCountsList } from './MenuCountsList';

export interface MenuUndoProps {
  /** Changes after each import, so the kept copy is read again. */
  generation: number;
  /** Called after the previous menu is back, to load the page's menu again. */
  onUndone?: () => void;
  onUnauthorized?: () => void;
}

export function MenuUndo({ generation, onUndone, onUnauthorized }: MenuUndoProps) {
  const { t, locale } = useAdminI18n();
  const headingId = useId();
  const [state, setState] = useState<MenuUndoState>({ available: false });
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The latest callback, so a parent that passes a new one each render does not re-read the copy.
  const unauthorized = useRef(onUnauthorized);
  useEffect(() => {
    unauthorized.current = onUnauthorized;
  }, [onUnauthorized]);

  useEffect(() => {
    let live = true;
    getMenuUndo().then(
      (next) => {
        if (live) setState(next);
      },
      (failure: unknown) => {
        if (live && isApiError(failure) && failure.status === 401) unauthorized.current?.();
      },
    );
    return () => {
      live = false;
    };
  }, [generation]);

  if (!state.available) return null;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(state.replaced_at),
  );

  async function undo() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await undoMenuImport();
      setAsking(false);
      setState({ available: false });
      showSnackbar(t('admin.io.undo.done'), 'success');
      onUndone?.();
    } catch (failure) {
      setAsking(false);
      if (isApiError(failure) && failure.status === 401) onUnauthorized?.();
      else if (isApiError(failure) && failure.status === 409) {
        setState({ available: false });
        setError(t('admin.io.undo.gone'));
      } else setError(t('admin.io.undo.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="a-io__block a-io__undo" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('admin.io.undo.heading')}</h4>
      <p>{t('admin.io.undo.text', { date })}</p>
      <MenuCountsList counts={state.counts} label={t('admin.io.undo.kept')} />
      <p className="a-muted a-io__help">{t('admin.io.undo.note')}</p>
      <div className="a-io__buttons">
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {t('admin.io.undo.button')}
        </Button>
      </div>
      {error ? (
        <p className="a-error" role="alert">
          {error}
        </p>
      ) : null}
      <Modal
        open={asking}
        onClose={() => {
          if (!busy) setAsking(false);
        }}
        persistent={busy}
        title={t('admin.io.undo.confirmTitle')}
        footer={
          <div className="a-dialog-actions">
            <Button variant="secondary" onClick={() => setAsking(false)} disabled={busy}>
              {t('admin.io.confirm.cancel')}
            </Button>
            <Button busy={busy} onClick={() => void undo()}>
              {t('admin.io.undo.confirm')}
            </Button>
          </div>
        }
      >
        <p className="a-dialog-text">{t('admin.io.undo.confirmText', { date })}</p>
      </Modal>
    </section>
  );
}
