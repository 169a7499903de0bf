// The fields of a table, shared by "New table" and the edit dialog: its name, its zone (any text,
// with the zones in use suggested) and its service type.
import { useId } from 'react';
import type { ServiceType } from '../../../domain/types';
import { useAdminI18n } from '../admin-i18n';
import type { LabelProblem } from './tables-state';
import { MAX_TABLE_NAME } from './tables-state';

export interface TableDraft {
  name: string;
  zone: string;
  service_type: ServiceType;
}

export interface FieldErrors {
  name?: LabelProblem | null;
  zone?: LabelProblem | null;
}

export function TableFields({
  draft,
  onChange,
  zones,
  serviceTypes,
  errors,
  nameRef,
}: {
  draft: TableDraft;
  onChange: (draft: TableDraft) => void;
  zones: readonly string[];
  serviceTypes: readonly ServiceType[];
  errors: FieldErrors;
  nameRef?: React.Ref<HTMLInputElement>;
}) {
  const { t } = useAdminI18n();
  const id = useId();
  const described = (field: 'name' | 'zone', hint: string) =>
    errors[field] ? `${id}-${field}-error ${hint}` : hint;
  return (
    <div className="a-tables__fields">
      <div className="a-tables__field">
        <label htmlFor={`${id}-name`}>{t('admin.tables.fields.name')}</label>
        <input
          ref={nameRef}
          id={`${id}-name`}
          className="a-input"
          value={draft.name}
          onChange={(e) => onChange({ ...draft, name: e.target.value })}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={described('name', `${id}-name-hint`)}
          autoComplete="off"
        />
        <p id={`${id}-name-hint`} className="a-muted a-tables__hint">
          {t('admin.tables.fields.nameHint', { max: MAX_TABLE_NAME })}
        </p>
        {errors.name ? (
          <p id={`${id}-name-error`} className="a-error" role="alert">
            {t(errors.name.key, errors.name.params)}
          </p>
        ) : null}
      </div>
      <div className="a-tables__field">
        <label htmlFor={`${id}-zone`}>{t('admin.tables.fields.zone')}</label>
        <input
          id={`${id}-zone`}
          className="a-input"
          value={draft.zone}
          list={`${id}-zones`}
          onChange={(e) => onChange({ ...draft, zone: e.target.value })}
          aria-invalid={Boolean(errors.zone)}
          aria-describedby={described('zone', `${id}-zone-hint`)}
          autoComplete="off"
        />
        <datalist id={`${id}-zones`}>
          {zones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <p id={`${id}-zone-hint`} className="a-muted a-tables__hint">
          {t('admin.tables.fields.zoneHint')}
        </p>
        {errors.zone ? (
          <p id={`${id}-zone-error`} className="a-error" role="alert">
            {t(errors.zone.key, errors.zone.params)}
          </p>
        ) : null}
      </div>
      <div className="a-tables__field">
        <label htmlFor={`${id}-service`}>{t('admin.tables.fields.service')}</label>
        <select
          id={`${id}-service`}
          className="a-input"
          value={draft.service_type}
          onChange={(e) =>
            onChange({
              ...draft,
              service_type: serviceTypes.find((s) => s === e.target.value) ?? draft.service_type,
            })
          }
        >
          {serviceTypes.map((type) => (
            <option key={type} value={type}>
              {t(`admin.tables.service.${type}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
