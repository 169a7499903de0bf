// Activity: the company's audit log, newest first, each change with when (the company's time
// zone and clock, in the owner's language), who (an owner or a kitchen board), what, and the
// fields it changed, before and after.
import { listAudit } from '../../api/admin';
import type { AuditEntry } from '../../api/admin';
import type { Company } from '../../domain/types';
import { AdminListSection } from './AdminListSection';
import { useAdminI18n } from './admin-i18n';
import { ActivityChanges } from './ActivityChanges';
import { auditSubject, auditSubjectKey, auditWhat, auditWhen, auditWho } from './audit-format';

export function ActivityPage({
  company,
  onUnauthorized,
}: {
  company: Company;
  onUnauthorized: () => void;
}) {
  return (
    <AdminListSection
      keys="admin.activity"
      read={listAudit}
      isEmpty={(entries) => entries.length === 0}
      onUnauthorized={onUnauthorized}
    >
      {(entries) => (
        <ol className="a-activity">
          {entries.map((entry) => (
            <ActivityItem key={entry.id} entry={entry} company={company} />
          ))}
        </ol>
      )}
    </AdminListSection>
  );
}

function ActivityItem({ entry, company }: { entry: AuditEntry; company: Company }) {
  const { t, locale } = useAdminI18n();
  const when = auditWhen(entry.created_at, {
    locale,
    timeZone: company.timezone,
    timeFormat: company.country?.time_format ?? '24h',
  });
  const who = auditWho(entry.actor);
  const what = auditWhat(entry);
  const subjectKey = auditSubjectKey(entry);
  const subject = subjectKey ? t(subjectKey) : auditSubject(entry);
  const params = what.entityKey ? { entity: t(what.entityKey) } : what.params;
  return (
    <li className="a-activity__item">
      <p className="a-activity__what">
        <span className="c-visually-hidden">{t('admin.activity.columns.what')}: </span>
        {t(what.key, params)}
      </p>
      {subject ? <p className="a-activity__subject">{subject}</p> : null}
      <ActivityChanges entry={entry} />
      <p className="a-activity__meta">
        <span className="c-visually-hidden">{t('admin.activity.columns.when')}: </span>
        <time dateTime={entry.created_at}>{when ?? entry.created_at}</time>
        <span aria-hidden="true"> · </span>
        <span className="c-visually-hidden">{t('admin.activity.columns.who')}: </span>
        {t(who.key, who.params)}
      </p>
    </li>
  );
}
