// The modifier groups of the company (extras, sauces, cooking point…) in one dialog: the list with
// Edit and Delete, and the form of a new or edited group (name, required, min, max, options with
// prices in the company's currency). A group edited meanwhile by someone else (409
// edit_conflict) is shown as it is now, to edit again. The form, its state and the list live in
// modifier-groups/.
import { useId, useState } from 'react';
import { deleteModifierGroup } from '../../../api/admin-products';
import type { AdminModifierGroup } from '../../../api/admin-products';
import { isApiError } from '../../../api/errors';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { Modal } from '../../../ui/Modal';
import { showSnackbar } from '../../../ui/Snackbar';
import { useAdminI18n } from '../admin-i18n';
import { GroupForm } from './modifier-groups/GroupForm';
import { GroupList } from './modifier-groups/GroupList';
import { useGroupEditor } from './modifier-groups/useGroupEditor';
import type { MenuProducts } from './useMenuProducts';

export function ModifierGroupsManager({
  open,
  store,
  onClose,
  onCreated,
}: {
  open: boolean;
  store: MenuProducts;
  onClose: () => void;
  onCreated?: (group: AdminModifierGroup) => void;
}) {
  const { t } = useAdminI18n();
  const { currency } = store;
  const { editing, setEditing, notice, saving, problems, formRef, start, change, touch, save } =
    useGroupEditor({ store, currency, onCreated });
  const [deleting, setDeleting] = useState<AdminModifierGroup | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const formId = useId();
  const base = useId();

  /** Escape goes back one level: from a group's form to the list, from the list out. */
  function close() {
    if (saving || deleteBusy) return;
    if (editing) {
      setEditing(null);
      return;
    }
    onClose();
  }

  async function confirmDelete() {
    const group = deleting;
    if (!group) return;
    setDeleteBusy(true);
    try {
      await deleteModifierGroup(group.id, group.version);
      store.setGroups((list) => list.filter((g) => g.id !== group.id));
      showSnackbar(t('admin.products.groups.deleted', { name: group.name }), 'success');
    } catch (error) {
      if (isApiError(error) && error.status === 401) store.onUnauthorized();
      else showSnackbar(t('admin.products.groups.deleteFailed', { name: group.name }), 'error');
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
    }
  }

  const groups = [...store.groups].sort((a, b) => a.name.localeCompare(b.name));

  return (
    <Modal
      open={open}
      onClose={close}
      persistent={saving || deleteBusy}
      title={
        editing
          ? editing.group
            ? t('admin.products.groups.editTitle', { name: editing.group.name })
            : t('admin.products.groups.newTitle')
          : t('admin.products.groups.managerTitle')
      }
      className="a-groups"
      maxWidth={640}
      footer={
        editing ? (
          <div className="a-dialog-actions">
            <Button variant="secondary" onClick={() => setEditing(null)} disabled={saving}>
              {t('admin.products.groups.back')}
            </Button>
            {/* Keyed apart from "New group": reused, that button would turn into this submit
                button during its own click, and the browser would then send the empty form. */}
            <Button key="save" type="submit" form={formId} busy={saving}>
              {t('admin.products.groups.save')}
            </Button>
          </div>
        ) : (
          <div className="a-dialog-actions">
            <Button variant="secondary" onClick={close}>
              {t('admin.products.groups.close')}
            </Button>
            <Button key="new" onClick={() => start(null)} icon={<Icon name="plus" size={20} />}>
              {t('admin.products.groups.new')}
            </Button>
          </div>
        )
      }
    >
      {notice ? (
        <p className="a-notice" role="alert">
          {t(notice)}
        </p>
      ) : null}
      {editing ? (
        <GroupForm
          formId={formId}
          formRef={formRef}
          base={base}
          draft={editing.draft}
          problems={problems}
          currency={currency}
          change={change}
          touch={touch}
          onSubmit={(e) => void save(e)}
        />
      ) : groups.length === 0 ? (
        <div className="a-empty">
          <h3>{t('admin.products.groups.empty')}</h3>
          <p>{t('admin.products.groups.emptyText')}</p>
        </div>
      ) : (
        <GroupList groups={groups} currency={currency} onEdit={start} onDelete={setDeleting} />
      )}
      <Modal
        open={deleting !== null}
        onClose={() => {
          if (!deleteBusy) setDeleting(null);
        }}
        persistent={deleteBusy}
        title={deleting ? t('admin.products.groups.deleteTitle', { name: deleting.name }) : ''}
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
        <p className="a-dialog-text">
          {t('admin.products.groups.deleteText', { count: deleting?.product_count ?? 0 })}
        </p>
      </Modal>
    </Modal>
  );
}
