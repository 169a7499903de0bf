// One zone: its name with Rename (the zone's name changes on all its tables at once), the
// downloads of its own sheet, and its tables. The tables in no zone have neither rename nor sheet
// of their own (they are in the whole sheet).
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { sheetUrl } from '../../../api/admin-tables';
import { Button } from '../../../ui/Button';
import { useAdminI18n } from '../admin-i18n';
import type { LabelProblem, ZoneGroup } from './tables-state';
import { tableCountKey, tableNameProblem } from './tables-state';

export function ZoneSection({
  group,
  notice,
  onRename,
  children,
}: {
  group: ZoneGroup;
  /** An admin.tables key to show under the heading (a conflict), or null. */
  notice: string | null;
  /** Renames the zone; resolves to an error to keep the field open with, or null when done. */
  onRename: (group: ZoneGroup & { zone: string }, name: string) => Promise<LabelProblem | null>;
  children: ReactNode;
}) {
  const { t, locale } = useAdminI18n();
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<LabelProblem | null>(null);
  const [saving, setSaving] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const returnFocus = useRef(false);
  const { zone } = group;
  const title = zone ?? t('admin.tables.noZone');
  const count = new Intl.NumberFormat(locale).format(group.tables.length);

  useEffect(() => {
    if (editing) inputRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      sectionRef.current?.querySelector<HTMLButtonElement>('[data-zone-rename]')?.focus();
    }
  }, [editing]);

  function stop() {
    returnFocus.current = true;
    setEditing(false);
    setError(null);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (zone === null || saving) return;
    // A zone's name follows the table name's rules, except that it may not be empty here.
    const problem = tableNameProblem(draft);
    const named = problem ? { ...problem, key: problem.key.replace('.name', '.zone') } : null;
    if (named) {
      setError(named);
      return;
    }
    if (draft.trim() === zone) {
      stop();
      return;
    }
    setSaving(true);
    const refused = await onRename({ ...group, zone }, draft.trim());
    setSaving(false);
    if (refused) {
      setError(refused);
      inputRef.current?.focus();
    } else stop();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    stop();
  }

  return (
    <section
      ref={sectionRef}
      className="a-tables__zone"
      aria-labelledby={headingId}
      data-zone={zone ?? ''}
    >
      <div className="a-tables__zone-head">
        {editing && zone !== null ? (
          <form className="a-tables__zone-rename" onSubmit={(e) => void save(e)} noValidate>
            <h3 id={headingId} className="c-visually-hidden">
              {title}
            </h3>
            <label htmlFor={inputId}>{t('admin.tables.zone.renameLabel', { zone })}</label>
            <input
              ref={inputRef}
              id={inputId}
              className="a-input"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={onKeyDown}
              aria-invalid={error !== null}
              aria-describedby={error ? errorId : undefined}
              autoComplete="off"
              enterKeyHint="done"
            />
            {error ? (
              <p id={errorId} className="a-error" role="alert">
                {t(error.key, { ...error.params, zone })}
              </p>
            ) : null}
            <div className="a-tables__form-actions">
              <Button type="submit" busy={saving}>
                {t('admin.tables.zone.save')}
              </Button>
              <Button variant="secondary" onClick={stop} disabled={saving}>
                {t('admin.tables.zone.cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <div className="a-tables__zone-title">
            <h3 id={headingId}>{title}</h3>
            <span className="a-muted">{t(tableCountKey(group.tables.length), { count })}</span>
          </div>
        )}
        {zone !== null && !editing ? (
          <div className="a-tables__zone-actions">
            <Button
              data-zone-rename
              variant="secondary"
              onClick={() => {
                setDraft(zone);
                setError(null);
                setEditing(true);
              }}
              aria-label={t('admin.tables.zone.rename', { zone })}
            >
              {t('admin.tables.zone.renameShort')}
            </Button>
            <a
              className="c-button c-button--text"
              href={sheetUrl('pdf', zone)}
              download
              aria-label={t('admin.tables.sheet.zonePdf', { zone })}
            >
              PDF
            </a>
            <a
              className="c-button c-button--text"
              href={sheetUrl('svg', zone)}
              download
              aria-label={t('admin.tables.sheet.zoneSvg', { zone })}
            >
              SVG
            </a>
          </div>
        ) : null}
      </div>
      {notice && zone !== null ? (
        <p className="a-notice a-tables__notice">{t(notice, { zone })}</p>
      ) : null}
      <ul className="a-tables__list" aria-labelledby={headingId}>
        {children}
      </ul>
    </section>
  );
}
