// The modifier groups of the company (extras, sauces, cooking point…) in one dialog: the list with
// Edit and Delete, and the form of a new or edited group (name, required, min, max, options with
// prices in the company's currency). A group edited meanwhile by someone else (409
// edit_conflict) is shown as it is now, to edit again.
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import {
  createModifierGroup,
  deleteModifierGroup,
  updateModifierGroup,
} from '../../../api/admin-products';
import type { AdminModifierGroup } from '../../../api/admin-products';
import { isApiError } from '../../../api/errors';
import { MENU_LIMITS } from '../../../domain/menu-rules';
import { formatMoney } from '../../../domain/money';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { Modal } from '../../../ui/Modal';
import { showSnackbar } from '../../../ui/Snackbar';
import { useAdminI18n } from '../admin-i18n';
import { FieldError, describedBy } from './FieldError';
import { emptyGroup, groupBody, groupDraftOf, groupDraftProblems, optionKey } from './group-draft';
import type { GroupDraft } from './group-draft';
import { groupRuleKey } from './group-rule';
import { priceExample } from './money-input';
import { serverProblems } from './problems';
import type { Problem } from './problems';
import type { MenuProducts } from './useMenuProducts';

type Editing = { group: AdminModifierGroup | null; base: GroupDraft; draft: GroupDraft };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readGroup(value: unknown): AdminModifierGroup | null {
  if (!isRecord(value) || typeof value.id !== 'string' || !Array.isArray(value.options))
    return null;
  return value as unknown as AdminModifierGroup;
}

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
  const [editing, setEditing] = useState<Editing | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<Record<string, Problem>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<AdminModifierGroup | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const formId = useId();
  const base = useId();
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
    setServer({});
    setNotice(null);
    setFocusNonce((n) => n + 1);
  }

  /** Escape goes back one level: from a group's form to the list, from the list out. */
  function close() {
    if (saving || deleteBusy) return;
    if (editing) {
      setEditing(null);
      return;
    }
    onClose();
  }

  function change(next: (d: GroupDraft) => GroupDraft) {
    setEditing((e) => (e ? { ...e, draft: next(e.draft) } : e));
    setServer({});
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

  const problems: Record<string, Problem> =
    editing && attempted ? { ...server, ...groupDraftProblems(editing.draft, currency) } : {};
  const id = (field: string) => `${base}-${field}`;
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
            <Button type="submit" form={formId} busy={saving}>
              {t('admin.products.groups.save')}
            </Button>
          </div>
        ) : (
          <div className="a-dialog-actions">
            <Button variant="secondary" onClick={close}>
              {t('admin.products.groups.close')}
            </Button>
            <Button onClick={() => start(null)} icon={<Icon name="plus" size={20} />}>
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
        <form
          id={formId}
          ref={formRef}
          className="a-group-form"
          onSubmit={(e) => void save(e)}
          noValidate
        >
          <div className="a-field">
            <label htmlFor={id('name')}>{t('admin.products.groups.name')}</label>
            <input
              id={id('name')}
              className="a-input"
              value={editing.draft.name}
              onChange={(e) => change((d) => ({ ...d, name: e.target.value }))}
              autoComplete="off"
              {...describedBy(id('name-error'), problems.name)}
            />
            <FieldError id={id('name-error')} problem={problems.name} />
          </div>
          <label className="a-check">
            <input
              type="checkbox"
              checked={editing.draft.required}
              onChange={(e) => change((d) => ({ ...d, required: e.target.checked }))}
            />
            <span>{t('admin.products.groups.required')}</span>
          </label>
          <div className="a-group-form__bounds">
            <div className="a-field">
              <label htmlFor={id('min')}>{t('admin.products.groups.min')}</label>
              <input
                id={id('min')}
                className="a-input a-input--count"
                inputMode="numeric"
                value={editing.draft.min}
                onChange={(e) => change((d) => ({ ...d, min: e.target.value }))}
                {...describedBy(id('min-error'), problems.min)}
              />
              <FieldError id={id('min-error')} problem={problems.min} />
            </div>
            <div className="a-field">
              <label htmlFor={id('max')}>{t('admin.products.groups.max')}</label>
              <input
                id={id('max')}
                className="a-input a-input--count"
                inputMode="numeric"
                value={editing.draft.max}
                onChange={(e) => change((d) => ({ ...d, max: e.target.value }))}
                {...describedBy(id('max-error'), problems.max, id('max-hint'))}
              />
              <span id={id('max-hint')} className="a-muted a-field__hint">
                {t('admin.products.groups.maxHint')}
              </span>
              <FieldError id={id('max-error')} problem={problems.max} />
            </div>
          </div>
          <fieldset className="a-editor__group">
            <legend>{t('admin.products.groups.optionsTitle')}</legend>
            <FieldError id={id('options-error')} problem={problems.options} />
            <ol className="a-variants">
              {editing.draft.options.map((option, index) => {
                const number = index + 1;
                const oid = (field: string) => `${base}-${option.key}-${field}`;
                const nameProblem = problems[`options.${index}.name`];
                const priceProblem = problems[`options.${index}.price`];
                return (
                  <li key={option.key} className="a-variant">
                    <div className="a-field a-variant__name">
                      <label htmlFor={oid('name')}>
                        {t('admin.products.groups.optionName', { number })}
                      </label>
                      <input
                        id={oid('name')}
                        className="a-input"
                        value={option.name}
                        autoComplete="off"
                        onChange={(e) =>
                          change((d) => ({
                            ...d,
                            options: d.options.map((o) =>
                              o.key === option.key ? { ...o, name: e.target.value } : o,
                            ),
                          }))
                        }
                        {...describedBy(oid('name-error'), nameProblem)}
                      />
                      <FieldError id={oid('name-error')} problem={nameProblem} />
                    </div>
                    <div className="a-field">
                      <label htmlFor={oid('price')}>
                        {t('admin.products.groups.optionPrice', { number })}
                      </label>
                      <input
                        id={oid('price')}
                        className="a-input a-input--money"
                        value={option.price}
                        inputMode="decimal"
                        placeholder={priceExample(currency)}
                        autoComplete="off"
                        onChange={(e) =>
                          change((d) => ({
                            ...d,
                            options: d.options.map((o) =>
                              o.key === option.key ? { ...o, price: e.target.value } : o,
                            ),
                          }))
                        }
                        {...describedBy(oid('price-error'), priceProblem)}
                      />
                      <FieldError id={oid('price-error')} problem={priceProblem} />
                    </div>
                    {editing.draft.options.length > 1 ? (
                      <button
                        type="button"
                        className="c-button c-button--secondary a-cat__move a-variant__remove"
                        onClick={() =>
                          change((d) => ({
                            ...d,
                            options: d.options.filter((o) => o.key !== option.key),
                          }))
                        }
                        aria-label={t('admin.products.groups.removeOption', {
                          name: option.name.trim() || String(number),
                        })}
                      >
                        <Icon name="trash" size={20} />
                      </button>
                    ) : null}
                  </li>
                );
              })}
            </ol>
            {editing.draft.options.length < MENU_LIMITS.optionsPerGroup ? (
              <Button
                variant="secondary"
                icon={<Icon name="plus" size={20} />}
                onClick={() =>
                  change((d) => ({
                    ...d,
                    options: [...d.options, { key: optionKey(), name: '', price: '' }],
                  }))
                }
              >
                {t('admin.products.groups.addOption')}
              </Button>
            ) : null}
          </fieldset>
        </form>
      ) : groups.length === 0 ? (
        <div className="a-empty">
          <h3>{t('admin.products.groups.empty')}</h3>
          <p>{t('admin.products.groups.emptyText')}</p>
        </div>
      ) : (
        <ul className="a-group-list">
          {groups.map((group) => {
            const rule = groupRuleKey(group);
            return (
              <li key={group.id} className="a-group-item">
                <div className="a-group-item__main">
                  <h3 className="a-group-item__name">{group.name}</h3>
                  <p className="a-muted a-group-item__meta">
                    {t(rule.key, rule.params)} ·{' '}
                    {group.options
                      .slice(0, 4)
                      .map((o) =>
                        o.price > 0 ? `${o.name} +${formatMoney(o.price, currency)}` : o.name,
                      )
                      .join(', ')}
                    {group.options.length > 4 ? '…' : ''}
                  </p>
                  <p className="a-muted a-group-item__meta">
                    {t('admin.products.groups.usedBy', { count: group.product_count })}
                  </p>
                </div>
                <div className="a-prod__actions">
                  <Button
                    variant="secondary"
                    onClick={() => start(group)}
                    aria-label={t('admin.products.groups.edit', { name: group.name })}
                  >
                    {t('admin.products.row.editButton')}
                  </Button>
                  <button
                    type="button"
                    className="c-button c-button--secondary a-cat__move"
                    onClick={() => setDeleting(group)}
                    aria-haspopup="dialog"
                    aria-label={t('admin.products.groups.delete', { name: group.name })}
                  >
                    <Icon name="trash" size={20} />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
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
