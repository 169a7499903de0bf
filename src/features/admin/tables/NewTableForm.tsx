// "New table": its name, zone and service type, and Add. Checked as the server checks before it is
// sent; a refusal (the name used in the zone) shows under the field. The zone and service type
// stay for the next table, and focus goes back to the name, so a room is filled in a row.
import { forwardRef, useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { NewTable } from '../../../api/admin-tables';
import type { ServiceType } from '../../../domain/types';
import { Button } from '../../../ui/Button';
import { useAdminI18n } from '../admin-i18n';
import { TableFields } from './TableFields';
import type { FieldErrors, TableDraft } from './TableFields';
import { tableNameProblem, zoneProblem, zoneValue } from './tables-state';

export const NewTableForm = forwardRef<
  HTMLInputElement,
  {
    zones: readonly string[];
    serviceTypes: readonly ServiceType[];
    /** Adds the table; resolves to the field errors to show, or null when it was added. */
    onAdd: (table: NewTable) => Promise<FieldErrors | null>;
  }
>(function NewTableForm({ zones, serviceTypes, onAdd }, nameRef) {
  const { t } = useAdminI18n();
  const titleId = useId();
  const [draft, setDraft] = useState<TableDraft>({ name: '', zone: '', service_type: 'TABLE' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const focusName = () => {
    if (nameRef && typeof nameRef === 'object') nameRef.current?.focus();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problems: FieldErrors = {
      name: tableNameProblem(draft.name),
      zone: zoneProblem(draft.zone),
    };
    if (problems.name || problems.zone) {
      setErrors(problems);
      focusName();
      return;
    }
    setBusy(true);
    setErrors({});
    const refused = await onAdd({
      name: draft.name.trim(),
      zone: zoneValue(draft.zone),
      service_type: draft.service_type,
    });
    setBusy(false);
    if (refused) setErrors(refused);
    else setDraft((d) => ({ ...d, name: '' }));
    focusName();
  }

  return (
    <form
      className="a-tables__form c-card"
      onSubmit={(e) => void submit(e)}
      aria-labelledby={titleId}
      noValidate
    >
      <h3 id={titleId}>{t('admin.tables.new.title')}</h3>
      <TableFields
        draft={draft}
        onChange={setDraft}
        zones={zones}
        serviceTypes={serviceTypes}
        errors={errors}
        nameRef={nameRef}
      />
      <div className="a-tables__form-actions">
        <Button type="submit" busy={busy}>
          {t('admin.tables.new.submit')}
        </Button>
      </div>
    </form>
  );
});
