// "Add several tables": a name, a range of numbers and a zone make "Table 1" … "Table 20" in one
// write (all or none). Folded away by default: most owners add a room once.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { TableRange } from '../../../api/admin-tables';
import { Button } from '../../../ui/Button';
import { useAdminI18n } from '../admin-i18n';
import type { LabelProblem } from './tables-state';
import { MAX_BULK_TABLES, rangeProblem, zoneProblem, zoneValue } from './tables-state';

export function BulkTablesForm({
  zones,
  onAdd,
}: {
  zones: readonly string[];
  /** Adds the tables; resolves to an error to show, or null when they were added. */
  onAdd: (range: TableRange) => Promise<LabelProblem | null>;
}) {
  const { t } = useAdminI18n();
  const id = useId();
  const [prefix, setPrefix] = useState('');
  const [from, setFrom] = useState('1');
  const [to, setTo] = useState('10');
  const [zone, setZone] = useState('');
  const [error, setError] = useState<LabelProblem | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const start = Number(from);
    const end = Number(to);
    const problem = rangeProblem(prefix, start, end) ?? zoneProblem(zone);
    setError(problem);
    if (problem) return;
    setBusy(true);
    const refused = await onAdd({
      prefix: prefix.trim(),
      from: start,
      to: end,
      zone: zoneValue(zone),
      service_type: 'TABLE',
    });
    setBusy(false);
    setError(refused);
  }

  const describedBy = error ? `${id}-error ${id}-hint` : `${id}-hint`;
  return (
    <details className="a-tables__bulk c-card">
      <summary>{t('admin.tables.bulk.title')}</summary>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('admin.tables.bulk.title')}>
        <div className="a-tables__fields a-tables__fields--bulk">
          <div className="a-tables__field">
            <label htmlFor={`${id}-prefix`}>{t('admin.tables.bulk.prefix')}</label>
            <input
              id={`${id}-prefix`}
              className="a-input"
              value={prefix}
              placeholder={t('admin.tables.bulk.prefixExample')}
              onChange={(e) => setPrefix(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={error !== null}
              autoComplete="off"
            />
          </div>
          <div className="a-tables__field a-tables__field--number">
            <label htmlFor={`${id}-from`}>{t('admin.tables.bulk.from')}</label>
            <input
              id={`${id}-from`}
              className="a-input"
              type="number"
              inputMode="numeric"
              min={0}
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              aria-describedby={describedBy}
            />
          </div>
          <div className="a-tables__field a-tables__field--number">
            <label htmlFor={`${id}-to`}>{t('admin.tables.bulk.to')}</label>
            <input
              id={`${id}-to`}
              className="a-input"
              type="number"
              inputMode="numeric"
              min={0}
              value={to}
              onChange={(e) => setTo(e.target.value)}
              aria-describedby={describedBy}
            />
          </div>
          <div className="a-tables__field">
            <label htmlFor={`${id}-zone`}>{t('admin.tables.fields.zone')}</label>
            <input
              id={`${id}-zone`}
              className="a-input"
              value={zone}
              list={`${id}-zones`}
              onChange={(e) => setZone(e.target.value)}
              autoComplete="off"
            />
            <datalist id={`${id}-zones`}>
              {zones.map((z) => (
                <option key={z} value={z} />
              ))}
            </datalist>
          </div>
        </div>
        <p id={`${id}-hint`} className="a-muted a-tables__hint">
          {t('admin.tables.bulk.hint', { max: MAX_BULK_TABLES })}
        </p>
        {error ? (
          <p id={`${id}-error`} className="a-error" role="alert">
            {t(error.key, error.params)}
          </p>
        ) : null}
        <div className="a-tables__form-actions">
          <Button type="submit" busy={busy}>
            {t('admin.tables.bulk.submit')}
          </Button>
        </div>
      </form>
    </details>
  );
}
