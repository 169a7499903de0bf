// What the Menu section adds for products besides the rows: the products' loading or failure
// state, "Modifier groups" (the manager), the product editor and the delete confirmation.
import { useState } from 'react';
import type { AdminCategory } from '../../../api/admin';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { Spinner } from '../../../ui/Spinner';
import { useAdminI18n } from '../admin-i18n';
import { ModifierGroupsManager } from './ModifierGroupsManager';
import { ProductEditor } from './ProductEditor';
import type { MenuProducts } from './useMenuProducts';
import './products.css';

export function ProductsLayer({
  store,
  categories,
}: {
  store: MenuProducts;
  categories: readonly AdminCategory[];
}) {
  const { t } = useAdminI18n();
  const [groupsOpen, setGroupsOpen] = useState(false);
  const { deleting, editor } = store;
  const deleteBusy = deleting ? store.busy.has(deleting.id) : false;
  return (
    <div className="a-prods-bar">
      {store.load === 'loading' ? (
        <Spinner size={24} label={t('admin.products.loading')} />
      ) : store.load === 'error' ? (
        <div className="a-prods-bar__error" role="alert">
          <p className="a-error">{t('admin.products.loadFailed')}</p>
          <Button variant="secondary" onClick={store.reload}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setGroupsOpen(true)} aria-haspopup="dialog">
          {t('admin.products.groups.manage')}
        </Button>
      )}
      <ModifierGroupsManager open={groupsOpen} store={store} onClose={() => setGroupsOpen(false)} />
      {editor ? (
        <ProductEditor
          key={editor.kind === 'edit' ? editor.product.id : `new-${editor.categoryId}`}
          target={editor}
          store={store}
          categories={categories}
        />
      ) : null}
      <Modal
        open={deleting !== null}
        onClose={() => {
          if (!deleteBusy) store.askDelete(null);
        }}
        persistent={deleteBusy}
        title={deleting ? t('admin.products.delete.title', { name: deleting.name }) : ''}
        footer={
          <div className="a-dialog-actions">
            <Button variant="secondary" onClick={() => store.askDelete(null)} disabled={deleteBusy}>
              {t('admin.menu.delete.cancel')}
            </Button>
            <Button busy={deleteBusy} onClick={() => void store.confirmDelete()}>
              {t('admin.menu.delete.confirm')}
            </Button>
          </div>
        }
      >
        <p className="a-dialog-text">{t('admin.products.delete.text')}</p>
      </Modal>
    </div>
  );
}
