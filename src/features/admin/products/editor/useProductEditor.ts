// The product editor's state and its actions: the draft against the version it was opened at,
// its problems (shown after a first save attempt, following every change from then on), the save,
// a conflict with someone else's save (409 edit_conflict) and the two ways out of it, and the
// question before closing with unsaved changes. The photos' uploads are useImageUploads.ts.
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { createProduct, getProduct, updateProduct } from '../../../../api/admin-products';
import type { AdminProduct } from '../../../../api/admin-products';
import { showSnackbar } from '../../../../ui/Snackbar';
import { useAdminI18n } from '../../admin-i18n';
import {
  createBody,
  draftOf,
  draftProblems,
  emptyDraft,
  isDirty,
  localKey,
  updateBody,
  withUploadedImage,
} from '../product-draft';
import type { ProductDraft } from '../product-draft';
import { productFailure } from '../product-list';
import { serverProblems } from '../problems';
import type { Problem } from '../problems';
import type { EditorTarget, MenuProducts } from '../useMenuProducts';
import { IMAGE_ERROR } from './image-checks';
import { useImageUploads } from './useImageUploads';

type Conflict = { current: AdminProduct | null };

export function useProductEditor(target: EditorTarget, store: MenuProducts) {
  const { t } = useAdminI18n();
  const { currency } = store;
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
  const [confirmClose, setConfirmClose] = useState(false);
  const [focusNonce, setFocusNonce] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const conflictRef = useRef<HTMLDivElement>(null);
  // The product as last answered, for uploads that follow each other.
  const latest = useRef(product);
  latest.current = product;

  const images = useImageUploads({
    latest,
    imageCount: draft.images.length,
    onUploaded: (before, after) => {
      setProduct(after);
      setDraft((d) => withUploadedImage(d, before, after));
      setBase((b) => withUploadedImage(b, before, after));
      store.saved(after, false);
    },
    onRefused: (error) => refused(error, true),
  });

  const own = draftProblems(draft, currency);
  const problems: Record<string, Problem> = attempted ? { ...server, ...own } : {};
  const dirty = isDirty(draft, base) || images.pending.length > 0;
  const busy = saving || images.upload !== null;

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
        images.setImageError(IMAGE_ERROR[failure.code] ?? null);
        return;
      case 'invalid':
        if (image) {
          images.setImageError({ key: 'admin.products.images.unsupported' });
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
        if (image) images.setImageError({ key: 'admin.products.images.failed' });
        else setFailed('admin.products.failed.save');
    }
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
        setSaving(false);
        // Photos chosen before the first save go up now; a refused one keeps the editor open.
        if (!(await images.uploadWaiting())) return;
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

  return {
    product,
    draft,
    problems,
    busy,
    saving,
    failed,
    conflict,
    confirmClose,
    setConfirmClose,
    formRef,
    conflictRef,
    images,
    change,
    requestClose,
    reloadTheirs,
    keepMine,
    save,
  };
}
