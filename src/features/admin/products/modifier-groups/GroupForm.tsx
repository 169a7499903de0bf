// The form of a new or edited modifier group: its name, whether a choice is required, the least
// and most options a diner picks, and its options. Problems show by their fields, once the owner
// has left the field or sent the form (useGroupEditor), never on a form not yet touched.
import type { FormEvent, RefObject } from 'react';
import type { Currency } from '../../../../domain/types';
import { useAdminI18n } from '../../admin-i18n';
import { FieldError, describedBy } from '../FieldError';
import type { GroupDraft } from '../group-draft';
import type { Problem } from '../problems';
import { GroupOptionsField } from './GroupOptionsField';

export function GroupForm({
  formId,
  formRef,
  base,
  draft,
  problems,
  currency,
  change,
  touch,
  onSubmit,
}: {
  formId: string;
  formRef: RefObject<HTMLFormElement | null>;
  /** The prefix of the form's element ids. */
  base: string;
  draft: GroupDraft;
  problems: Record<string, Problem>;
  currency: Currency;
  change: (next: (d: GroupDraft) => GroupDraft) => void;
  /** The owner left this field: its problem may show. */
  touch: (field: string) => void;
  onSubmit: (event: FormEvent) => void;
}) {
  const { t } = useAdminI18n();
  const id = (field: string) => `${base}-${field}`;
  return (
    <form id={formId} ref={formRef} className="a-group-form" onSubmit={onSubmit} noValidate>
      <div className="a-field">
        <label htmlFor={id('name')}>{t('admin.products.groups.name')}</label>
        <input
          id={id('name')}
          className="a-input"
          value={draft.name}
          onChange={(e) => change((d) => ({ ...d, name: e.target.value }))}
          onBlur={() => touch('name')}
          autoComplete="off"
          {...describedBy(id('name-error'), problems.name)}
        />
        <FieldError id={id('name-error')} problem={problems.name} />
      </div>
      <label className="a-check">
        <input
          type="checkbox"
          checked={draft.required}
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
            value={draft.min}
            onChange={(e) => change((d) => ({ ...d, min: e.target.value }))}
            onBlur={() => touch('min')}
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
            value={draft.max}
            onChange={(e) => change((d) => ({ ...d, max: e.target.value }))}
            onBlur={() => touch('max')}
            {...describedBy(id('max-error'), problems.max, id('max-hint'))}
          />
          <span id={id('max-hint')} className="a-muted a-field__hint">
            {t('admin.products.groups.maxHint')}
          </span>
          <FieldError id={id('max-error')} problem={problems.max} />
        </div>
      </div>
      <GroupOptionsField
        base={base}
        draft={draft}
        problems={problems}
        currency={currency}
        change={change}
        touch={touch}
      />
    </form>
  );
}
