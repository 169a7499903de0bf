// Activity: the company's audit log, newest first, each change with when (the company's time
// zone and clock, in the owner's language), who (an owner or a kitchen board), what, and the
// fields it changed, before and after.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { listAudit } from '../../api/admin';
import type { AuditEntry } from '../../api/admin';
import { isApiError } from '../../api/errors';
import type { Company } from '../../domain/types';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { useAdminI18n } from './admin-i18n';
import { ActivityChanges } from './ActivityChanges';
import { auditSubject, auditSubjectKey, auditWhat, auditWhen, auditWho } from './audit-format';

type State = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; entries: AuditEntry[] };

export function ActivityPage({
  company,
  onUnauthorized,
}: {
  company: Company;
  onUnauthorized: () => void;
}) {
  const { t } = useAdminI18n();
  const headingId = useId();
  const [state, setState] = useState<State>({ kind: 'loading' });
  // The latest callback, so a re-render of the layout never loads the list again.
  const unauthorized = useRef(onUnauthorized);
  useEffect(() => {
    unauthorized.current = onUnauthorized;
  }, [onUnauthorized]);

  const load = useCallback(() => {
    setState({ kind: 'loading' });
    listAudit().then(
      (entries) => setState({ kind: 'ready', entries }),
      (error: unknown) => {
        if (isApiError(error) && error.status === 401) unauthorized.current();
        else setState({ kind: 'error' });
      },
    );
  }, []);

  useEffect(load, [load]);

  return (
    <section className="a-section" aria-labelledby={headingId} aria-busy={state.kind === 'loading'}>
      <h2 id={headingId}>{t('admin.activity.title')}</h2>
      <p className="a-muted">{t('admin.activity.intro')}</p>
      {state.kind === 'loading' ? (
        <div className="a-state">
          <Spinner size={32} label={t('admin.activity.loading')} />
        </div>
      ) : state.kind === 'error' ? (
        <div className="a-state" role="alert">
          <p className="a-error">{t('admin.activity.failed')}</p>
          <Button variant="secondary" onClick={load}>
            {t('common.retry')}
          </Button>
        </div>
      ) : state.entries.length === 0 ? (
        <div className="a-empty">
          <h3>{t('admin.activity.empty')}</h3>
          <p>{t('admin.activity.emptyText')}</p>
        </div>
      ) : (
        <ol className="a-activity">
          {state.entries.map((entry) => (
            <ActivityItem key={entry.id} entry={entry} company={company} />
          ))}
        </ol>
      )}
    </section>
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
