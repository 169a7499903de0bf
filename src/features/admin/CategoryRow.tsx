// One category of the Menu section: its name (renamed in place: Enter saves, Escape cancels), its
// product count and whether the store shows it, and its actions, each named after the category
// ("Move Burgers up"). The page does the writes; the row keeps its own editing state and puts
// focus where the page asks after each action, falling back to Rename when that control is gone.
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import type { AdminCategory, MoveDirection } from '../../api/admin';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { useAdminI18n } from './admin-i18n';
import { productCountKey } from './menu-state';
import type { NameProblem } from './menu-state';

export type RowControl = 'rename' | 'visibility' | 'up' | 'down' | 'delete';

/** Where the page wants focus in this row; a new nonce asks again for the same control. */
export interface FocusRequest {
  id: string;
  control: RowControl;
  nonce: number;
}

/** A rename's outcome: done, an error to show by the field, or handled by the page (closed). */
export type RenameOutcome = 'done' | 'closed' | { error: NameProblem };

export interface RowNotice {
  key: string;
  params?: Record<string, string | number>;
}

export function CategoryRow({
  category,
  canMoveUp,
  canMoveDown,
  busy,
  notice,
  focus,
  onRename,
  onToggle,
  onMove,
  onDelete,
  onRequestFocus,
  children,
}: {
  category: AdminCategory;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** A write of this row is under way: its actions wait. */
  busy: boolean;
  /** Why the row changed under the owner (a conflict), shown until their next action. */
  notice: RowNotice | null;
  focus: FocusRequest | null;
  onRename: (category: AdminCategory, name: string) => Promise<RenameOutcome>;
  onToggle: (category: AdminCategory) => void;
  onMove: (category: AdminCategory, direction: MoveDirection) => void;
  onDelete: (category: AdminCategory) => void;
  /** Asks the page to focus a control of this row after the next render. */
  onRequestFocus: (control: RowControl) => void;
  /** The category's products (products/CategoryProducts), under the row. */
  children?: ReactNode;
}) {
  const { t, locale } = useAdminI18n();
  const { name } = category;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<NameProblem | null>(null);
  const nameId = useId();
  const inputId = useId();
  const errorId = useId();
  const noticeId = useId();
  const hintId = useId();

  const inputRef = useRef<HTMLInputElement>(null);
  const refs = {
    rename: useRef<HTMLButtonElement>(null),
    visibility: useRef<HTMLButtonElement>(null),
    up: useRef<HTMLButtonElement>(null),
    down: useRef<HTMLButtonElement>(null),
    delete: useRef<HTMLButtonElement>(null),
  };

  // Focus where the page asked, or on Rename when that control is disabled or gone.
  const focusNonce = focus?.nonce;
  const focusControl = focus?.control;
  useEffect(() => {
    if (focusControl === undefined) return;
    const wanted = refs[focusControl].current;
    const target = wanted && !wanted.disabled ? wanted : refs.rename.current;
    target?.focus();
    // refs are stable; the nonce asks again for the same control.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusNonce, focusControl]);

  useEffect(() => {
    if (!editing) return;
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [editing]);

  function startEditing() {
    if (busy) return;
    setDraft(name);
    setError(null);
    setEditing(true);
  }

  function stopEditing() {
    setEditing(false);
    setError(null);
    onRequestFocus('rename');
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    if (draft.trim() === name) {
      stopEditing();
      return;
    }
    setSaving(true);
    setError(null);
    const outcome = await onRename(category, draft);
    setSaving(false);
    if (typeof outcome === 'object') {
      setError(outcome.error);
      inputRef.current?.focus();
    } else stopEditing();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    stopEditing();
  }

  const count = new Intl.NumberFormat(locale).format(category.product_count);
  const label = { name };
  const deletable = category.product_count === 0;
  // Actions wait while a write of the row is under way (aria-disabled keeps focus where it is).
  const guard = (action: () => void) => () => {
    if (!busy) action();
  };

  return (
    <li
      className={`a-cat${category.visible ? '' : ' a-cat--hidden'}`}
      aria-labelledby={nameId}
      aria-busy={busy || saving}
      data-category-id={category.id}
    >
      <div className="a-cat__main">
        {editing ? (
          <form className="a-cat__rename" onSubmit={(e) => void save(e)} noValidate>
            <h4 id={nameId} className="c-visually-hidden">
              {name}
            </h4>
            <label htmlFor={inputId} className="a-cat__label">
              {t('admin.menu.rename.label', label)}
            </label>
            <input
              ref={inputRef}
              id={inputId}
              className="a-input"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={onKeyDown}
              aria-invalid={error !== null}
              aria-describedby={error ? errorId : undefined}
              autoComplete="off"
              enterKeyHint="done"
            />
            {error ? (
              <p id={errorId} className="a-error" role="alert">
                {t(error.key, error.params)}
              </p>
            ) : null}
            <div className="a-cat__rename-actions">
              <Button type="submit" busy={saving}>
                {t('admin.menu.rename.save')}
              </Button>
              <Button variant="secondary" onClick={stopEditing} disabled={saving}>
                {t('admin.menu.rename.cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <h4 id={nameId} className="a-cat__name">
            {name}
          </h4>
        )}
        <p className="a-cat__meta">
          <span>{t(productCountKey(category.product_count), { count })}</span>
          <span className={`a-tag${category.visible ? '' : ' a-tag--hidden'}`}>
            {t(category.visible ? 'admin.menu.shown' : 'admin.menu.hidden')}
          </span>
        </p>
        {notice ? (
          <p id={noticeId} className="a-notice a-cat__notice">
            {t(notice.key, notice.params)}
          </p>
        ) : null}
      </div>
      {editing ? null : (
        <div className="a-cat__actions">
          <button
            ref={refs.rename}
            type="button"
            className="c-button c-button--secondary a-cat__button"
            onClick={guard(startEditing)}
            aria-label={t('admin.menu.rename.action', label)}
            aria-describedby={notice ? noticeId : undefined}
            aria-disabled={busy || undefined}
          >
            {t('admin.menu.rename.button')}
          </button>
          <button
            ref={refs.visibility}
            type="button"
            className="c-button c-button--secondary a-cat__button"
            onClick={guard(() => onToggle(category))}
            aria-label={t(
              category.visible ? 'admin.menu.hide.action' : 'admin.menu.show.action',
              label,
            )}
            aria-disabled={busy || undefined}
          >
            {t(category.visible ? 'admin.menu.hide.button' : 'admin.menu.show.button')}
          </button>
          <button
            ref={refs.up}
            type="button"
            className="c-button c-button--secondary a-cat__button a-cat__move"
            onClick={guard(() => onMove(category, 'up'))}
            disabled={!canMoveUp}
            aria-label={t('admin.menu.move.up', label)}
            aria-disabled={busy || undefined}
          >
            <Icon name="chevron" size={20} className="a-cat__up" />
          </button>
          <button
            ref={refs.down}
            type="button"
            className="c-button c-button--secondary a-cat__button a-cat__move"
            onClick={guard(() => onMove(category, 'down'))}
            disabled={!canMoveDown}
            aria-label={t('admin.menu.move.down', label)}
            aria-disabled={busy || undefined}
          >
            <Icon name="chevron" size={20} />
          </button>
          <button
            ref={refs.delete}
            type="button"
            className="c-button c-button--secondary a-cat__button a-cat__delete"
            onClick={guard(() => onDelete(category))}
            disabled={!deletable}
            aria-label={t('admin.menu.delete.action', label)}
            aria-describedby={deletable ? undefined : hintId}
            aria-disabled={busy || undefined}
          >
            <Icon name="trash" size={20} />
            <span>{t('admin.menu.delete.button')}</span>
          </button>
          {deletable ? null : (
            <p id={hintId} className="a-cat__hint">
              {t('admin.menu.delete.hint')}
            </p>
          )}
        </div>
      )}
      {children}
    </li>
  );
}
