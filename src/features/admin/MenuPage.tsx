// Menu: the company's categories in the order diners see them, each with its products (products/:
// the list under each category, the product editor and the modifier groups). Add, rename,
// hide or show, move up or down and delete an empty one. Every write sends the row's version; when
// someone else changed the row first (409 edit_conflict) the row is replaced with theirs and says
// so, and the owner makes the change again on top of it (docs/decisions.md "Editing the menu:
// versions and conflicts"). Results are announced in the shared snackbar (a polite live region);
// focus stays on the control used, or on the nearest sensible one when that is gone.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  createCategory,
  deleteCategory,
  getMenu,
  moveCategory,
  updateCategory,
} from '../../api/admin';
import type { AdminCategory, MoveDirection } from '../../api/admin';
import { isApiError } from '../../api/errors';
import { codeNotice } from '../../state/error-notice';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { showSnackbar } from '../../ui/Snackbar';
import { Spinner } from '../../ui/Spinner';
import { useApp } from '../../state/app';
import { DEFAULT_CURRENCY } from '../../domain/constants';
import { CategoryProducts } from './products/CategoryProducts';
import { ProductsLayer } from './products/ProductsLayer';
import { useMenuProducts } from './products/useMenuProducts';
import { CategoryRow } from './CategoryRow';
import type { FocusRequest, RenameOutcome, RowControl, RowNotice } from './CategoryRow';
import { NewCategoryForm } from './NewCategoryForm';
import { useAdminI18n } from './admin-i18n';
import { MenuIoPanel } from './menu-io/MenuIoPanel';
import {
  canMove,
  focusAfterDelete,
  focusAfterMove,
  menuFailure,
  nameProblem,
  withCategory,
  withMove,
  withoutCategory,
} from './menu-state';
import type { MenuFailure, NameProblem } from './menu-state';

type State =
  { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; categories: AdminCategory[] };

export function MenuPage({ onUnauthorized }: { onUnauthorized: () => void }) {
  const { t, locale } = useAdminI18n();
  const headingId = useId();
  const listHeadingId = useId();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [notices, setNotices] = useState<Readonly<Record<string, RowNotice>>>({});
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const newInput = useRef<HTMLInputElement>(null);
  const focusNonce = useRef(0);
  // The latest callback, so a re-render of the layout never loads the menu again.
  const unauthorized = useRef(onUnauthorized);
  useEffect(() => {
    unauthorized.current = onUnauthorized;
  }, [onUnauthorized]);

  const fetchMenu = useCallback((quiet: boolean) => {
    if (!quiet) setState({ kind: 'loading' });
    getMenu().then(
      (menu) => setState({ kind: 'ready', categories: menu.categories }),
      (error: unknown) => {
        if (isApiError(error) && error.status === 401) unauthorized.current();
        else if (!quiet) setState({ kind: 'error' });
      },
    );
  }, []);
  const load = useCallback(() => fetchMenu(false), [fetchMenu]);
  useEffect(load, [load]);
  const { company } = useApp();
  const onProductsUnauthorized = useCallback(() => unauthorized.current(), []);
  const refreshCounts = useCallback(() => fetchMenu(true), [fetchMenu]);
  const products = useMenuProducts({
    currency: company?.currency ?? DEFAULT_CURRENCY,
    onUnauthorized: onProductsUnauthorized,
    onCountsChanged: refreshCounts,
  });
  // The products are read again whenever the categories are (first, on Retry, after an import).
  const reloadProducts = products.reload;
  useEffect(() => {
    if (state.kind === 'loading') reloadProducts();
  }, [state.kind, reloadProducts]);

  const categories = state.kind === 'ready' ? state.categories : [];
  // The list as last rendered, for working out where focus goes after a write.
  const latest = useRef(categories);
  latest.current = categories;

  function update(change: (list: AdminCategory[]) => AdminCategory[]) {
    setState((s) => (s.kind === 'ready' ? { kind: 'ready', categories: change(s.categories) } : s));
  }

  function requestFocus(id: string, control: RowControl) {
    focusNonce.current += 1;
    setFocus({ id, control, nonce: focusNonce.current });
  }

  function setPendingFor(id: string, on: boolean) {
    setPending((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function setNotice(id: string, notice: RowNotice | null) {
    setNotices((now) => {
      if (!notice && !(id in now)) return now;
      const next = { ...now };
      if (notice) next[id] = notice;
      else delete next[id];
      return next;
    });
  }

  const announce = (key: string, name: string) => showSnackbar(t(key, { name }), 'success');
  const complain = (text: string) => showSnackbar(text, 'error');
  const refusalText = (code: Extract<MenuFailure, { kind: 'refused' }>['code']) => {
    const notice = codeNotice(code, undefined, { currency: null, timeZone: null, locale });
    return t(notice.key, notice.params);
  };

  /**
   * A refused write of `row`: the session, a conflict (the row becomes theirs, with a notice), a
   * row deleted meanwhile, a refusal or a failure. Returns the failure for the caller's own
   * wording of the last two.
   */
  function handleFailure(row: AdminCategory, error: unknown, failedKey: string): MenuFailure {
    const failure = menuFailure(error);
    switch (failure.kind) {
      case 'unauthorized':
        unauthorized.current();
        break;
      case 'conflict': {
        const text = t('admin.menu.conflict', { name: row.name });
        const { current } = failure;
        if (current) update((list) => withCategory(list, current));
        else fetchMenu(true);
        setNotice(row.id, { key: 'admin.menu.conflict', params: { name: row.name } });
        complain(text);
        break;
      }
      case 'gone':
        update((list) => withoutCategory(list, row.id));
        complain(t('admin.menu.gone', { name: row.name }));
        newInput.current?.focus();
        break;
      case 'refused':
        complain(refusalText(failure.code));
        // Its products changed: read the rows again for the count.
        if (failure.code === 'category_not_empty') fetchMenu(true);
        break;
      case 'invalid':
      case 'failed':
        complain(t(failedKey, { name: row.name }));
        break;
    }
    return failure;
  }

  async function add(name: string): Promise<NameProblem | null> {
    try {
      const created = await createCategory(name);
      update((list) => withCategory(list, created));
      announce('admin.menu.done.added', created.name);
      return null;
    } catch (error) {
      const failure = menuFailure(error);
      if (failure.kind === 'unauthorized') unauthorized.current();
      if (failure.kind === 'refused') return { key: `errors.${failure.code}` };
      if (failure.kind === 'invalid') return { key: 'admin.menu.errors.nameInvalid' };
      return { key: 'admin.menu.failed.add' };
    }
  }

  async function rename(row: AdminCategory, name: string): Promise<RenameOutcome> {
    const problem = nameProblem(name);
    if (problem) return { error: problem };
    setNotice(row.id, null);
    setPendingFor(row.id, true);
    try {
      const renamed = await updateCategory(row.id, row.version, { name: name.trim() });
      update((list) => withCategory(list, renamed));
      announce('admin.menu.done.renamed', renamed.name);
      return 'done';
    } catch (error) {
      const failure = menuFailure(error);
      // A duplicate or an invalid name stays in the field, to be corrected there.
      if (failure.kind === 'refused') return { error: { key: `errors.${failure.code}` } };
      if (failure.kind === 'invalid') return { error: { key: 'admin.menu.errors.nameInvalid' } };
      if (failure.kind === 'failed') return { error: { key: 'admin.menu.failed.rename' } };
      handleFailure(row, error, 'admin.menu.failed.rename');
      return 'closed';
    } finally {
      setPendingFor(row.id, false);
    }
  }

  async function toggle(row: AdminCategory) {
    setNotice(row.id, null);
    setPendingFor(row.id, true);
    try {
      const changed = await updateCategory(row.id, row.version, { visible: !row.visible });
      update((list) => withCategory(list, changed));
      announce(changed.visible ? 'admin.menu.done.shown' : 'admin.menu.done.hidden', changed.name);
    } catch (error) {
      handleFailure(row, error, 'admin.menu.failed.visibility');
    } finally {
      setPendingFor(row.id, false);
      requestFocus(row.id, 'visibility');
    }
  }

  async function move(row: AdminCategory, direction: MoveDirection) {
    setNotice(row.id, null);
    setPendingFor(row.id, true);
    let control: RowControl = direction;
    try {
      const result = await moveCategory(row.id, row.version, direction);
      update((list) => withMove(list, result));
      control = focusAfterMove(withMove(latest.current, result), row.id, direction) ?? 'rename';
      announce(
        direction === 'up' ? 'admin.menu.done.movedUp' : 'admin.menu.done.movedDown',
        result.category.name,
      );
    } catch (error) {
      handleFailure(row, error, 'admin.menu.failed.move');
    } finally {
      setPendingFor(row.id, false);
      requestFocus(row.id, control);
    }
  }

  async function confirmDelete() {
    const row = deleting;
    if (!row || deleteBusy) return;
    setDeleteBusy(true);
    setNotice(row.id, null);
    try {
      await deleteCategory(row.id, row.version);
      const next = focusAfterDelete(latest.current, row.id);
      update((list) => withoutCategory(list, row.id));
      setDeleting(null);
      announce('admin.menu.done.deleted', row.name);
      if (next) requestFocus(next, 'rename');
      else newInput.current?.focus();
    } catch (error) {
      setDeleting(null);
      const failure = handleFailure(row, error, 'admin.menu.failed.delete');
      if (failure.kind !== 'gone' && failure.kind !== 'unauthorized')
        requestFocus(row.id, 'delete');
    } finally {
      setDeleteBusy(false);
    }
  }

  return (
    <section
      className="a-section a-menu"
      aria-labelledby={headingId}
      aria-busy={state.kind === 'loading'}
    >
      <h2 id={headingId}>{t('admin.nav.menu')}</h2>
      <p className="a-muted">{t('admin.menu.intro')}</p>
      {state.kind === 'loading' ? (
        <div className="a-state">
          <Spinner size={32} label={t('admin.menu.loading')} />
        </div>
      ) : state.kind === 'error' ? (
        <div className="a-state" role="alert">
          <p className="a-error">{t('admin.menu.loadFailed')}</p>
          <Button variant="secondary" onClick={load}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <>
          <NewCategoryForm ref={newInput} onAdd={add} />
          <ProductsLayer store={products} categories={categories} />
          <h3 id={listHeadingId} className="a-menu__title">
            {t('admin.menu.categories')}
          </h3>
          {categories.length === 0 ? (
            <div className="a-empty" data-testid="menu-empty">
              <h4>{t('admin.menu.empty')}</h4>
              <p>{t('admin.menu.emptyText')}</p>
            </div>
          ) : (
            <ol className="a-cats" aria-labelledby={listHeadingId}>
              {categories.map((category) => (
                <CategoryRow
                  key={category.id}
                  category={category}
                  canMoveUp={canMove(categories, category.id, 'up')}
                  canMoveDown={canMove(categories, category.id, 'down')}
                  busy={pending.has(category.id)}
                  notice={notices[category.id] ?? null}
                  focus={focus?.id === category.id ? focus : null}
                  onRename={rename}
                  onToggle={(row) => void toggle(row)}
                  onMove={(row, direction) => void move(row, direction)}
                  onDelete={setDeleting}
                  onRequestFocus={(control) => requestFocus(category.id, control)}
                >
                  <CategoryProducts category={category} store={products} />
                </CategoryRow>
              ))}
            </ol>
          )}
        </>
      )}
      <MenuIoPanel onImported={load} onUnauthorized={onUnauthorized} />
      <Modal
        open={deleting !== null}
        onClose={() => {
          if (!deleteBusy) setDeleting(null);
        }}
        persistent={deleteBusy}
        title={deleting ? t('admin.menu.delete.title', { name: deleting.name }) : ''}
        footer={
          <div className="a-dialog-actions">
            <Button variant="secondary" onClick={() => setDeleting(null)} disabled={deleteBusy}>
              {t('admin.menu.delete.cancel')}
            </Button>
            <Button busy={deleteBusy} onClick={() => void confirmDelete()}>
              {t('admin.menu.delete.confirm')}
            </Button>
          </div>
        }
      >
        <p className="a-dialog-text">{t('admin.menu.delete.text')}</p>
      </Modal>
    </section>
  );
}
