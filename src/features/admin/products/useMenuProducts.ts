// The Menu section's products and modifier groups: loaded with the categories (MenuPage calls
// reload whenever it loads them: first, on Retry and after an import), changed by the
// rows' quick actions (show/hide, move, delete) and by the editor, which this also opens. A
// conflict on a quick action puts the product as it is now in the list and says so on its row.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MoveDirection } from '../../../api/admin';
import {
  deleteProduct,
  listModifierGroups,
  listProducts,
  moveProduct,
  updateProduct,
} from '../../../api/admin-products';
import type { AdminModifierGroup, AdminProduct } from '../../../api/admin-products';
import type { Currency } from '../../../domain/types';
import { showSnackbar } from '../../../ui/Snackbar';
import { useAdminI18n } from '../admin-i18n';
import { draftOf, updateBody } from './product-draft';
import {
  productFailure,
  productsOf,
  withProduct,
  withProductMove,
  withoutProduct,
} from './product-list';

export type ProductsLoad = 'loading' | 'error' | 'ready';

/** What the editor is open on: a new product of a category, or an existing one. */
export type EditorTarget =
  { kind: 'new'; categoryId: string } | { kind: 'edit'; product: AdminProduct };

export interface ProductNotice {
  key: string;
  params?: Record<string, string | number>;
}

export type ProductControl = 'edit' | 'visibility' | 'up' | 'down' | 'delete' | 'add';

/** Where focus goes after an action: a control of a product row, or a category's Add product. */
export interface ProductFocus {
  id: string;
  control: ProductControl;
  nonce: number;
}

export interface MenuProducts {
  load: ProductsLoad;
  focus: ProductFocus | null;
  products: AdminProduct[];
  groups: AdminModifierGroup[];
  currency: Currency;
  busy: ReadonlySet<string>;
  notices: Readonly<Record<string, ProductNotice>>;
  editor: EditorTarget | null;
  deleting: AdminProduct | null;
  reload: () => void;
  openNew: (categoryId: string) => void;
  openEdit: (product: AdminProduct) => void;
  closeEditor: () => void;
  /** A saved product (from the editor): the list takes it; counts may have changed. */
  saved: (product: AdminProduct, created: boolean) => void;
  toggle: (product: AdminProduct) => void;
  move: (product: AdminProduct, direction: MoveDirection) => void;
  askDelete: (product: AdminProduct | null) => void;
  confirmDelete: () => Promise<void>;
  setGroups: (change: (groups: AdminModifierGroup[]) => AdminModifierGroup[]) => void;
  onUnauthorized: () => void;
}

export function useMenuProducts({
  currency,
  onUnauthorized,
  onCountsChanged,
}: {
  currency: Currency;
  onUnauthorized: () => void;
  /** Products were added, moved between categories or deleted: the categories' counts changed. */
  onCountsChanged: () => void;
}): MenuProducts {
  const { t } = useAdminI18n();
  const [load, setLoad] = useState<ProductsLoad>('loading');
  const [products, setProducts] = useState<AdminProduct[]>([]);
  const [groups, setGroupsState] = useState<AdminModifierGroup[]>([]);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [notices, setNotices] = useState<Readonly<Record<string, ProductNotice>>>({});
  const [editor, setEditor] = useState<EditorTarget | null>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const [focus, setFocus] = useState<ProductFocus | null>(null);
  const nonce = useRef(0);
  const requestFocus = (id: string, control: ProductControl) => {
    nonce.current += 1;
    setFocus({ id, control, nonce: nonce.current });
  };
  const callbacks = useRef({ onUnauthorized, onCountsChanged });
  useEffect(() => {
    callbacks.current = { onUnauthorized, onCountsChanged };
  }, [onUnauthorized, onCountsChanged]);

  const reload = useCallback(() => {
    setLoad('loading');
    Promise.all([listProducts(), listModifierGroups()]).then(
      ([list, groupList]) => {
        setProducts(list.products);
        setGroupsState(groupList);
        setLoad('ready');
      },
      (error: unknown) => {
        if (productFailure(error).kind === 'unauthorized') callbacks.current.onUnauthorized();
        else setLoad('error');
      },
    );
  }, []);

  function setBusyFor(id: string, on: boolean) {
    setBusy((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function setNotice(id: string, notice: ProductNotice | null) {
    setNotices((now) => {
      if (!notice && !(id in now)) return now;
      const next = { ...now };
      if (notice) next[id] = notice;
      else delete next[id];
      return next;
    });
  }

  /** A refused quick action on `row`. */
  function refused(row: AdminProduct, error: unknown, failedKey: string) {
    const failure = productFailure(error);
    switch (failure.kind) {
      case 'unauthorized':
        callbacks.current.onUnauthorized();
        return;
      case 'conflict': {
        const { current } = failure;
        if (current) setProducts((list) => withProduct(list, current));
        else reload();
        setNotice(row.id, { key: 'admin.products.conflict.row', params: { name: row.name } });
        showSnackbar(t('admin.products.conflict.row', { name: row.name }), 'error');
        return;
      }
      case 'gone':
        setProducts((list) => withoutProduct(list, row.id));
        showSnackbar(t('admin.products.gone', { name: row.name }), 'error');
        callbacks.current.onCountsChanged();
        return;
      default:
        showSnackbar(t(failedKey, { name: row.name }), 'error');
    }
  }

  function toggle(row: AdminProduct) {
    if (busy.has(row.id)) return;
    setNotice(row.id, null);
    setBusyFor(row.id, true);
    const draft = { ...draftOf(row, currency), visible: !row.visible };
    // Only visibility changes: the variants go back exactly as they are (prices in minor units).
    const body = {
      ...updateBody(draft, currency),
      variants: row.variants.map((v) => ({
        id: v.id,
        name: v.name,
        price: v.price,
        original_price: v.original_price,
        stock: v.stock,
      })),
    };
    void updateProduct(row.id, row.version, body)
      .then(
        (changed) => {
          setProducts((list) => withProduct(list, changed));
          showSnackbar(
            t(changed.visible ? 'admin.products.done.shown' : 'admin.products.done.hidden', {
              name: changed.name,
            }),
            'success',
          );
        },
        (error: unknown) => refused(row, error, 'admin.products.failed.visibility'),
      )
      .finally(() => {
        setBusyFor(row.id, false);
        requestFocus(row.id, 'visibility');
      });
  }

  function move(row: AdminProduct, direction: MoveDirection) {
    if (busy.has(row.id)) return;
    setNotice(row.id, null);
    setBusyFor(row.id, true);
    void moveProduct(row.id, row.version, direction)
      .then(
        (result) => {
          setProducts((list) => withProductMove(list, result));
          showSnackbar(
            t(
              direction === 'up' ? 'admin.products.done.movedUp' : 'admin.products.done.movedDown',
              {
                name: result.product.name,
              },
            ),
            'success',
          );
        },
        (error: unknown) => refused(row, error, 'admin.products.failed.move'),
      )
      .finally(() => {
        setBusyFor(row.id, false);
        requestFocus(row.id, direction);
      });
  }

  async function confirmDelete() {
    const row = deleting;
    if (!row) return;
    setBusyFor(row.id, true);
    try {
      await deleteProduct(row.id, row.version);
      const siblings = productsOf(products, row.category_id);
      const at = siblings.findIndex((p) => p.id === row.id);
      const next = siblings[at + 1] ?? siblings[at - 1];
      setProducts((list) => withoutProduct(list, row.id));
      if (next) requestFocus(next.id, 'edit');
      else requestFocus(row.category_id, 'add');
      showSnackbar(t('admin.products.done.deleted', { name: row.name }), 'success');
      callbacks.current.onCountsChanged();
    } catch (error) {
      refused(row, error, 'admin.products.failed.delete');
    } finally {
      setDeleting(null);
      setBusyFor(row.id, false);
    }
  }

  return {
    load,
    focus,
    products,
    groups,
    currency,
    busy,
    notices,
    editor,
    deleting,
    reload,
    openNew: (categoryId) => setEditor({ kind: 'new', categoryId }),
    openEdit: (product) => {
      setNotice(product.id, null);
      setEditor({ kind: 'edit', product });
    },
    closeEditor: () => setEditor(null),
    saved: (product, created) => {
      const before = products.find((p) => p.id === product.id);
      setProducts((list) => withProduct(list, product));
      if (created || before?.category_id !== product.category_id)
        callbacks.current.onCountsChanged();
    },
    toggle,
    move,
    askDelete: setDeleting,
    confirmDelete,
    setGroups: (change) => setGroupsState(change),
    onUnauthorized: () => callbacks.current.onUnauthorized(),
  };
}
