// The product editor (a dialog, full screen on a phone): name, description, category, visibility,
// photos, variants with prices and stock, modifier groups, and a live preview of what diners will
// see. Save sends the whole product with the version it was opened at; someone else's save in the
// meantime (409 edit_conflict) is shown with the product as it is now and a way to load it.
// Closing with unsaved changes asks first. Problems are shown by their fields after a first save
// attempt and follow every change from then on. The state and the pieces of the form live in
// editor/.
import { useId, useState } from 'react';
import type { AdminCategory } from '../../../api/admin';
import type { AdminModifierGroup } from '../../../api/admin-products';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Modal } from '../../../ui/Modal';
import { useAdminI18n } from '../admin-i18n';
import { ConflictNotice } from './editor/ConflictNotice';
import { DetailsFields } from './editor/DetailsFields';
import { useProductEditor } from './editor/useProductEditor';
import { GroupsField } from './GroupsField';
import { ImagesField } from './ImagesField';
import { ModifierGroupsManager } from './ModifierGroupsManager';
import { ProductPreview } from './ProductPreview';
import { VariantsField } from './VariantsField';
import {
  addVariant,
  moveImage,
  removeImage,
  removeVariant,
  toggleGroup,
  updateVariant,
} from './product-draft';
import type { EditorTarget, MenuProducts } from './useMenuProducts';

export function ProductEditor({
  target,
  store,
  categories,
}: {
  target: EditorTarget;
  store: MenuProducts;
  categories: readonly AdminCategory[];
}) {
  const { t } = useAdminI18n();
  const { currency } = store;
  const formId = useId();
  const fieldId = useId();
  const previewId = useId();
  const editor = useProductEditor(target, store);
  const { product, draft, problems, busy, saving, failed, conflict, change } = editor;
  const { pending, upload, imageError, chooseFiles, removePending } = editor.images;
  const [groupsOpen, setGroupsOpen] = useState(false);
  const problemCount = Object.keys(problems).length;

  const categoryName = categories.find((c) => c.id === draft.category_id)?.name ?? '';
  const title = product
    ? t('admin.products.editor.editTitle', { name: product.name })
    : t('admin.products.editor.newTitle', { category: categoryName });
  const id = (field: string) => `${fieldId}-${field}`;

  return (
    <Dialog
      open
      variant="center"
      onClose={editor.requestClose}
      persistent={busy}
      title={title}
      className="a-editor"
      maxWidth={1120}
      footer={
        <div className="a-dialog-actions">
          {failed ? (
            <p className="a-error a-editor__failed" role="alert">
              {t(failed)}
            </p>
          ) : null}
          <Button variant="secondary" onClick={editor.requestClose} disabled={busy}>
            {t('admin.products.editor.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={saving} disabled={upload !== null}>
            {t(product ? 'admin.products.editor.save' : 'admin.products.editor.create')}
          </Button>
        </div>
      }
    >
      <div className="a-editor__layout">
        <form
          id={formId}
          ref={editor.formRef}
          className="a-editor__form"
          onSubmit={(e) => void editor.save(e)}
          noValidate
          aria-busy={busy}
        >
          {conflict ? (
            <ConflictNotice
              current={conflict.current}
              currency={currency}
              noticeRef={editor.conflictRef}
              onKeepMine={editor.keepMine}
              onReload={editor.reloadTheirs}
            />
          ) : null}
          {problemCount > 0 ? (
            <p className="a-error a-editor__summary" role="alert">
              {t('admin.products.editor.problems', { count: problemCount })}
            </p>
          ) : null}
          <DetailsFields
            id={id}
            draft={draft}
            problems={problems}
            categories={categories}
            change={change}
          />
          <ImagesField
            images={draft.images}
            pending={pending}
            upload={upload}
            error={imageError}
            onFiles={(files) => void chooseFiles(files)}
            onMove={(index, step) => change((d) => moveImage(d, index, step))}
            onRemove={(index) => change((d) => removeImage(d, index))}
            onRemovePending={removePending}
          />
          <label className="a-check">
            <input
              type="checkbox"
              checked={draft.stock_enabled}
              onChange={(e) => change((d) => ({ ...d, stock_enabled: e.target.checked }))}
              aria-describedby={id('stock-hint')}
            />
            <span>{t('admin.products.editor.trackStock')}</span>
          </label>
          <p id={id('stock-hint')} className="a-muted a-field__hint">
            {t('admin.products.editor.trackStockHint')}
          </p>
          <VariantsField
            draft={draft}
            problems={problems}
            currency={currency}
            onChange={(key, patch) => change((d) => updateVariant(d, key, patch))}
            onAdd={() => change((d) => addVariant(d))}
            onRemove={(key) => change((d) => removeVariant(d, key))}
          />
          <GroupsField
            groups={store.groups}
            selected={draft.modifier_group_ids}
            onToggle={(groupId) => change((d) => toggleGroup(d, groupId))}
            onManage={() => setGroupsOpen(true)}
          />
        </form>
        <ProductPreview
          // Photos waiting for the first save show from this device.
          draft={{
            ...draft,
            images: [...draft.images, ...pending.map((p) => ({ image_url: p.url }))],
          }}
          groups={store.groups}
          currency={currency}
          titleId={previewId}
        />
      </div>
      <ModifierGroupsManager
        open={groupsOpen}
        store={store}
        onClose={() => setGroupsOpen(false)}
        onCreated={(group: AdminModifierGroup) =>
          change((d) => (d.modifier_group_ids.includes(group.id) ? d : toggleGroup(d, group.id)))
        }
      />
      <Modal
        open={editor.confirmClose}
        onClose={() => editor.setConfirmClose(false)}
        title={t('admin.products.discard.title')}
        footer={
          <div className="a-dialog-actions">
            <Button variant="secondary" onClick={() => editor.setConfirmClose(false)}>
              {t('admin.products.discard.keep')}
            </Button>
            <Button
              onClick={() => {
                editor.setConfirmClose(false);
                store.closeEditor();
              }}
            >
              {t('admin.products.discard.confirm')}
            </Button>
          </div>
        }
      >
        <p className="a-dialog-text">{t('admin.products.discard.text')}</p>
      </Modal>
    </Dialog>
  );
}
