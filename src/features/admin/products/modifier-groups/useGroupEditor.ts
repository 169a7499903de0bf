// The state of the modifier group form: the group being edited (or a new one) with its draft, its
// problems (a field's once the owner has left it, all of them after a first save attempt), and
// the save. A group edited meanwhile by someone
// else (409 edit_conflict) is loaded as it is now, to edit again; after a refused save, focus goes
// to the first field with a problem.
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { createModifierGroup, updateModifierGroup } from '../../../../api/admin-products';
import type { AdminModifierGroup } from '../../../../api/admin-products';
import { isApiError } from '../../../../api/errors';
import type { Currency } from '../../../../domain/types';
import { showSnackbar } from '../../../../ui/Snackbar';
import { useAdminI18n } from '../../admin-i18n';
import { emptyGroup, groupBody, groupDraftOf, groupDraftProblems } from '../group-draft';
import type { GroupDraft } from '../group-draft';
import { serverProblems } from '../problems';
import type { Problem } from '../problems';
import type { MenuProducts } from '../useMenuProducts';

type Editing = { group: AdminModifierGroup | null; base: GroupDraft; draft: GroupDraft };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readGroup(value: unknown): AdminModifierGroup | null {
  if (!isRecord(value) || typeof value.id !== 'string' || !Array.isArray(value.options))
    return null;
  return value as unknown as AdminModifierGroup;
}

export function useGroupEditor({
  store,
  currency,
  onCreated,
}: {
  store: MenuProducts;
  currency: Currency;
  onCreated: ((group: AdminModifierGroup) => void) | undefined;
}) {
  const { t } = useAdminI18n();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [attempted, setAttempted] = useState(false);
  // Fields the owner has left (blur), by problem key ('name', 'options.0.name' …).
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [server, setServer] = useState<Record<string, Problem>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusNonce, setFocusNonce] = useState(0);

  useEffect(() => {
    if (focusNonce === 0) return;
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('input');
    target?.focus();
  }, [focusNonce]);

  function start(group: AdminModifierGroup | null) {
    const draft = group ? groupDraftOf(group, currency) : emptyGroup();
    setEditing({ group, base: draft, draft });
    setAttempted(false);
    setTouched(new Set());
    setServer({});
    setNotice(null);
    setFocusNonce((n) => n + 1);
  }

  function change(next: (d: GroupDraft) => GroupDraft) {
    setEditing((e) => (e ? { ...e, draft: next(e.draft) } : e));
    setServer({});
  }

  function touch(field: string) {
    setTouched((fields) => (fields.has(field) ? fields : new Set(fields).add(field)));
  }

  const replaceGroup = (group: AdminModifierGroup) =>
    store.setGroups((list) => [...list.filter((g) => g.id !== group.id), group]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!editing || saving) return;
    const own = groupDraftProblems(editing.draft, currency);
    if (Object.keys(own).length > 0) {
      setAttempted(true);
      setFocusNonce((n) => n + 1);
      return;
    }
    setSaving(true);
    setNotice(null);
    try {
      const body = groupBody(editing.draft, currency);
      const saved = editing.group
        ? await updateModifierGroup(editing.group.id, editing.group.version, body)
        : await createModifierGroup(body);
      replaceGroup(saved);
      showSnackbar(t('admin.products.groups.saved', { name: saved.name }), 'success');
      if (!editing.group) onCreated?.(saved);
      setEditing(null);
    } catch (error) {
      if (!isApiError(error)) {
        setNotice('admin.products.groups.failed');
      } else if (error.status === 401) {
        store.onUnauthorized();
      } else if (error.status === 409 && editing.group) {
        const body = error.body;
        const current = isRecord(body) ? readGroup(body.current) : null;
        if (current) {
          replaceGroup(current);
          const fresh = groupDraftOf(current, currency);
          setEditing({ group: current, base: fresh, draft: fresh });
        }
        setNotice('admin.products.groups.conflict');
      } else if (error.status === 422 || error.status === 400) {
        const body = error.body;
        setServer(serverProblems(isRecord(body) ? body.errors : undefined));
        setAttempted(true);
        setNotice('admin.products.groups.invalid');
        setFocusNonce((n) => n + 1);
      } else {
        setNotice('admin.products.groups.failed');
      }
    } finally {
      setSaving(false);
    }
  }

  const own = editing ? groupDraftProblems(editing.draft, currency) : {};
  const problems: Record<string, Problem> = !editing
    ? {}
    : attempted
      ? { ...server, ...own }
      : Object.fromEntries(Object.entries(own).filter(([field]) => touched.has(field)));

  return { editing, setEditing, notice, saving, problems, formRef, start, change, touch, save };
}
