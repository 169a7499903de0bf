// Edit a table in a dialog (focus trapped, Escape closes, src/ui/Modal): rename it, move it to
// another zone, change its service type, saved as one write at the row's version.
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { AdminTable, NewTable } from '../../../api/admin-tables';
import type { ServiceType } from '../../../domain/types';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { useAdminI18n } from '../admin-i18n';
import { TableFields } from './TableFields';
import type { FieldErrors, TableDraft } from './TableFields';
import { tableNameProblem, zoneProblem, zoneValue } from './tables-state';

const draftOf = (table: AdminTable): TableDraft => ({
  name: table.name,
  zone: table.zone ?? '',
  service_type: table.service_type,
});

/** Only what changed, as PATCH takes it; empty when nothing did. */
export function changesOf(table: AdminTable, draft: TableDraft): Partial<NewTable> {
  const changes: Partial<NewTable> = {};
  const name = draft.name.trim();
  const zone = zoneValue(draft.zone);
  if (name !== table.name) changes.name = name;
  if (zone !== table.zone) changes.zone = zone;
  if (draft.service_type !== table.service_type) changes.service_type = draft.service_type;
  return changes;
}

export function EditTableDialog({
  table,
  zones,
  serviceTypes,
  onClose,
  onSave,
}: {
  table: AdminTable | null;
  zones: readonly string[];
  serviceTypes: readonly ServiceType[];
  onClose: () => void;
  /** Saves; resolves to field errors to show, or null when the dialog may close. */
  onSave: (table: AdminTable, changes: Partial<NewTable>) => Promise<FieldErrors | null>;
}) {
  const { t } = useAdminI18n();
  const formId = useId();
  const [draft, setDraft] = useState<TableDraft>({ name: '', zone: '', service_type: 'TABLE' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!table) return;
    setDraft(draftOf(table));
    setErrors({});
  }, [table]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!table || busy) return;
    const problems: FieldErrors = {
      name: tableNameProblem(draft.name),
      zone: zoneProblem(draft.zone),
    };
    if (problems.name || problems.zone) {
      setErrors(problems);
      nameRef.current?.focus();
      return;
    }
    const changes = changesOf(table, draft);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    setBusy(true);
    const refused = await onSave(table, changes);
    setBusy(false);
    if (refused) setErrors(refused);
  }

  return (
    <Modal
      open={table !== null}
      onClose={() => {
        if (!busy) onClose();
      }}
      persistent={busy}
      title={table ? t('admin.tables.edit.title', { name: table.name }) : ''}
      footer={
        <div className="a-dialog-actions">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('admin.tables.edit.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {t('admin.tables.edit.save')}
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate>
        <TableFields
          draft={draft}
          onChange={setDraft}
          zones={zones}
          serviceTypes={serviceTypes}
          errors={errors}
          nameRef={nameRef}
        />
      </form>
    </Modal>
  );
}
