// The product editor (a dialog, full screen on a phone): name, description, category, visibility,
// photos, variants with prices and stock, modifier groups, and a live preview of what diners will
// see. Save sends the whole product with the version it was opened at; someone else's save in the
// meantime (409 edit_conflict) is shown with the product as it is now and a way to load it.
// Closing with unsaved changes asks first. Problems are shown by their fields after a first save
// attempt and follow every change from then on.
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { AdminCategory } from '../../../api/admin';
import {
  createProduct,
  getProduct,
  updateProduct,
  uploadProductImage,
} from '../../../api/admin-products';
import type { AdminModifierGroup, AdminProduct } from '../../../api/admin-products';
import { MENU_LIMITS } from '../../../domain/menu-rules';
import { formatMoney } from '../../../domain/money';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Modal } from '../../../ui/Modal';
import { showSnackbar } from '../../../ui/Snackbar';
import { useAdminI18n } from '../admin-i18n';
import { FieldError, describedBy } from './FieldError';
import { GroupsField } from './GroupsField';
import { ImagesField } from './ImagesField';
import type { PendingImage, UploadProgress } from './ImagesField';
import { ModifierGroupsManager } from './ModifierGroupsManager';
import { ProductPreview } from './ProductPreview';
import { VariantsField } from './VariantsField';
import {
  addVariant,
  createBody,
  draftOf,
  draftProblems,
  emptyDraft,
  isDirty,
  localKey,
  moveImage,
  removeImage,
  removeVariant,
  toggleGroup,
  updateBody,
  updateVariant,
  withUploadedImage,
} from './product-draft';
import type { ProductDraft } from './product-draft';
import { priceRange, productFailure } from './product-list';
import { serverProblems } from './problems';
import type { Problem } from './problems';
import type { EditorTarget, MenuProducts } from './useMenuProducts';

/** The server's upload limit (server/admin/product-images.ts), checked first to save a trip. */
const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

const IMAGE_ERROR: Record<string, Problem> = {
  image_too_large: { key: 'admin.products.images.tooLarge', params: { max: 8 } },
  unsupported_image: { key: 'admin.products.images.unsupported' },
  too_many_images: {
    key: 'admin.products.images.tooMany',
    params: { max: MENU_LIMITS.imagesPerProduct },
  },
};

type Conflict = { current: AdminProduct | null };

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
  const [product, setProduct] = useState<AdminProduct | null>(
    target.kind === 'edit' ? target.product : null,
  );
  const [base, setBase] = useState<ProductDraft>(() =>
    target.kind === 'edit'
      ? draftOf(target.product, currency)
      : emptyDraft(target.categoryId, localKey()),
  );
  const [draft, setDraft] = useState<ProductDraft>(base);
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<Record<string, Problem>>({});
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [pending, setPending] = useState<PendingImage[]>([]);
  const [upload, setUpload] = useState<UploadProgress | null>(null);
  const [imageError, setImageError] = useState<Problem | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const [groupsOpen, setGroupsOpen] = useState(false);
  const [focusNonce, setFocusNonce] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const conflictRef = useRef<HTMLDivElement>(null);
  // The product as last answered, for uploads that follow each other.
  const latest = useRef(product);
  latest.current = product;

  // Object URLs of waiting photos are released when they go.
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  useEffect(() => () => pendingRef.current.forEach((p) => URL.revokeObjectURL(p.url)), []);

  const own = draftProblems(draft, currency);
  const problems: Record<string, Problem> = attempted ? { ...server, ...own } : {};
  const problemCount = Object.keys(problems).length;
  const dirty = isDirty(draft, base) || pending.length > 0;
  const busy = saving || upload !== null;

  // After a refused save, focus goes to the first field with a problem.
  useEffect(() => {
    if (focusNonce === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusNonce]);

  useEffect(() => {
    if (conflict) conflictRef.current?.focus();
  }, [conflict]);

  // A new product starts at its name (the dialog's own effect, which runs first, focused Close).
  const startsNew = target.kind === 'new';
  useEffect(() => {
    if (startsNew)
      formRef.current?.querySelector<HTMLInputElement>('input[data-field="name"]')?.focus();
  }, [startsNew]);

  function change(next: (d: ProductDraft) => ProductDraft) {
    setDraft(next);
    setFailed(null);
    setServer({});
  }

  function requestClose() {
    if (busy) return;
    if (dirty) setConfirmClose(true);
    else store.closeEditor();
  }

  function loadTheirs(current: AdminProduct) {
    const fresh = draftOf(current, currency);
    setProduct(current);
    setBase(fresh);
    setDraft(fresh);
    setConflict(null);
    setAttempted(false);
    store.saved(current, false);
  }

  function reloadTheirs() {
    const current = conflict?.current;
    if (current) {
      loadTheirs(current);
      return;
    }
    if (!product) return;
    getProduct(product.id).then(loadTheirs, () => setFailed('admin.products.failed.reload'));
  }

  /** Keeps the owner's draft, now based on their version: the next save replaces it. */
  function keepMine() {
    const current = conflict?.current;
    if (current) {
      setProduct(current);
      setBase(draftOf(current, currency));
    }
    setConflict(null);
  }

  /** A refused save or upload: `image` for an upload (its problem shows by the photos). */
  function refused(error: unknown, image: boolean) {
    const failure = productFailure(error);
    switch (failure.kind) {
      case 'unauthorized':
        store.onUnauthorized();
        return;
      case 'conflict':
        setConflict({ current: failure.current });
        return;
      case 'image':
        setImageError(IMAGE_ERROR[failure.code] ?? null);
        return;
      case 'invalid':
        if (image) {
          setImageError({ key: 'admin.products.images.unsupported' });
          return;
        }
        setServer(serverProblems(failure.errors));
        setAttempted(true);
        setFailed(
          Object.keys(serverProblems(failure.errors)).length ? null : 'admin.products.failed.save',
        );
        setFocusNonce((n) => n + 1);
        return;
      case 'gone':
        setFailed('admin.products.failed.gone');
        return;
      case 'failed':
        if (image) setImageError({ key: 'admin.products.images.failed' });
        else setFailed('admin.products.failed.save');
    }
  }

  /** Uploads one photo to the saved product; the product as answered, or null when refused. */
  async function uploadOne(file: File): Promise<AdminProduct | null> {
    const before = latest.current;
    if (!before) return null;
    setUpload({ name: file.name, share: 0 });
    try {
      const after = await uploadProductImage(before.id, before.version, file, (share) =>
        setUpload({ name: file.name, share }),
      );
      latest.current = after;
      setProduct(after);
      setDraft((d) => withUploadedImage(d, before, after));
      setBase((b) => withUploadedImage(b, before, after));
      store.saved(after, false);
      return after;
    } catch (error) {
      refused(error, true);
      return null;
    } finally {
      setUpload(null);
    }
  }

  function checkFile(file: File): Problem | null {
    if (file.type !== '' && !file.type.startsWith('image/'))
      return IMAGE_ERROR.unsupported_image ?? null;
    if (file.size > MAX_IMAGE_BYTES) return IMAGE_ERROR.image_too_large ?? null;
    return null;
  }

  async function chooseFiles(files: File[]) {
    setImageError(null);
    const room = MENU_LIMITS.imagesPerProduct - draft.images.length - pending.length;
    if (files.length > room) setImageError(IMAGE_ERROR.too_many_images ?? null);
    for (const file of files.slice(0, Math.max(0, room))) {
      const problem = checkFile(file);
      if (problem) {
        setImageError(problem);
        continue;
      }
      if (!latest.current) {
        const url = URL.createObjectURL(file);
        setPending((list) => [...list, { key: localKey(), file, url }]);
        continue;
      }
      const done = await uploadOne(file);
      if (!done) break;
    }
  }

  function removePending(key: string) {
    setPending((list) => {
      const gone = list.find((p) => p.key === key);
      if (gone) URL.revokeObjectURL(gone.url);
      return list.filter((p) => p.key !== key);
    });
  }

  async function save(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    setFailed(null);
    setServer({});
    if (Object.keys(own).length > 0) {
      setAttempted(true);
      setFocusNonce((n) => n + 1);
      return;
    }
    setSaving(true);
    try {
      if (!product) {
        const created = await createProduct(createBody(draft, currency));
        latest.current = created;
        setProduct(created);
        const fresh = draftOf(created, currency);
        setBase(fresh);
        setDraft(fresh);
        setAttempted(false);
        store.saved(created, true);
        showSnackbar(t('admin.products.done.added', { name: created.name }), 'success');
        // Photos chosen before the first save go up now; a refused one keeps the editor open.
        const waiting = pendingRef.current;
        setSaving(false);
        for (const image of waiting) {
          const done = await uploadOne(image.file);
          removePending(image.key);
          if (!done) return;
        }
        store.closeEditor();
        return;
      }
      const updated = await updateProduct(product.id, product.version, updateBody(draft, currency));
      store.saved(updated, false);
      showSnackbar(t('admin.products.done.saved', { name: updated.name }), 'success');
      store.closeEditor();
    } catch (error) {
      refused(error, false);
    } finally {
      setSaving(false);
    }
  }

  const categoryName = categories.find((c) => c.id === draft.category_id)?.name ?? '';
  const title = product
    ? t('admin.products.editor.editTitle', { name: product.name })
    : t('admin.products.editor.newTitle', { category: categoryName });
  const id = (field: string) => `${fieldId}-${field}`;
  const current = conflict?.current ?? null;
  const currentRange = current ? priceRange(current) : null;

  return (
    <Dialog
      open
      variant="center"
      onClose={requestClose}
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
          <Button variant="secondary" onClick={requestClose} disabled={busy}>
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
          ref={formRef}
          className="a-editor__form"
          onSubmit={(e) => void save(e)}
          noValidate
          aria-busy={busy}
        >
          {conflict ? (
            <div
              ref={conflictRef}
              className="a-notice a-editor__conflict"
              role="alert"
              tabIndex={-1}
            >
              <p>
                <strong>{t('admin.products.conflict.title')}</strong>
              </p>
              <p>{t('admin.products.conflict.text')}</p>
              {current ? (
                <p data-testid="conflict-current">
                  {t('admin.products.conflict.now', {
                    name: current.name,
                    price: currentRange ? formatMoney(currentRange.min, currency) : '—',
                    visibility: t(
                      current.visible
                        ? 'admin.products.conflict.shown'
                        : 'admin.products.conflict.hidden',
                    ),
                  })}
                </p>
              ) : null}
              <div className="a-dialog-actions a-editor__conflict-actions">
                <Button variant="secondary" onClick={keepMine}>
                  {t('admin.products.conflict.keepMine')}
                </Button>
                <Button onClick={reloadTheirs}>{t('admin.products.conflict.reload')}</Button>
              </div>
            </div>
          ) : null}
          {problemCount > 0 ? (
            <p className="a-error a-editor__summary" role="alert">
              {t('admin.products.editor.problems', { count: problemCount })}
            </p>
          ) : null}
          <div className="a-field">
            <label htmlFor={id('name')}>{t('admin.products.editor.name')}</label>
            <input
              id={id('name')}
              className="a-input"
              value={draft.name}
              onChange={(e) => change((d) => ({ ...d, name: e.target.value }))}
              autoComplete="off"
              data-field="name"
              {...describedBy(id('name-error'), problems.name)}
            />
            <FieldError id={id('name-error')} problem={problems.name} />
          </div>
          <div className="a-field">
            <label htmlFor={id('description')}>{t('admin.products.editor.description')}</label>
            <textarea
              id={id('description')}
              className="a-input a-textarea"
              value={draft.description}
              rows={3}
              onChange={(e) => change((d) => ({ ...d, description: e.target.value }))}
              data-field="description"
              {...describedBy(id('description-error'), problems.description)}
            />
            <FieldError id={id('description-error')} problem={problems.description} />
          </div>
          <div className="a-field">
            <label htmlFor={id('category')}>{t('admin.products.editor.category')}</label>
            <select
              id={id('category')}
              className="a-input"
              value={draft.category_id}
              onChange={(e) => change((d) => ({ ...d, category_id: e.target.value }))}
            >
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <label className="a-check">
            <input
              type="checkbox"
              checked={draft.visible}
              onChange={(e) => change((d) => ({ ...d, visible: e.target.checked }))}
            />
            <span>{t('admin.products.editor.visible')}</span>
          </label>
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
        open={confirmClose}
        onClose={() => setConfirmClose(false)}
        title={t('admin.products.discard.title')}
        footer={
          <div className="a-dialog-actions">
            <Button variant="secondary" onClick={() => setConfirmClose(false)}>
              {t('admin.products.discard.keep')}
            </Button>
            <Button
              onClick={() => {
                setConfirmClose(false);
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
