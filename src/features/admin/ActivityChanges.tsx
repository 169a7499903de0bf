// An audit entry's before and after, field by field (issue [16/21] item 13), folded under a
// summary so the list stays short; a table, so each value is read with its field and column.
import type { AuditEntry } from '../../api/admin';
import { useAdminI18n } from './admin-i18n';
import { auditChanges, shownValue } from './audit-changes';

export function ActivityChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useAdminI18n();
  const changes = auditChanges(entry);
  if (changes.length === 0) return null;
  const show = (field: string, value: unknown) => {
    const shown = shownValue(field, value);
    switch (shown.kind) {
      case 'none':
        return <span className="a-muted">{t('admin.activity.changes.none')}</span>;
      case 'yes':
        return t('admin.activity.changes.yes');
      case 'no':
        return t('admin.activity.changes.no');
      case 'status':
        return t(`admin.activity.statuses.${shown.status}`);
      default:
        return <bdi>{shown.text}</bdi>;
    }
  };
  return (
    <details className="a-activity__changes">
      <summary>{t('admin.activity.changes.summary', { count: changes.length })}</summary>
      <table>
        <caption className="c-visually-hidden">{t('admin.activity.changes.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.activity.changes.field')}</th>
            <th scope="col">{t('admin.activity.changes.before')}</th>
            <th scope="col">{t('admin.activity.changes.after')}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.field} data-field={change.field}>
              <th scope="row">
                <code>{change.field}</code>
              </th>
              <td>{show(change.field, change.before)}</td>
              <td>{show(change.field, change.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
