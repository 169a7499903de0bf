// A table's open tab on its row (issue [17/21]): since when, total, paid, balance and the §4.2
// state, the rounds and the calls waiting; or "No open tab". The board is where it is served and
// paid; this is the owner's glance.
import { useId } from 'react';
import type { AdminOpenTab } from '../../../api/admin-tabs';
import { formatMoney } from '../../../domain/money';
import type { Company } from '../../../domain/types';
import { useAdminI18n } from '../admin-i18n';
import { auditWhen } from '../audit-format';
import { balanceStateKey, balanceTone } from './open-tabs';

export function OpenTabSummary({ tab, company }: { tab: AdminOpenTab | null; company: Company }) {
  const { t, locale } = useAdminI18n();
  const titleId = useId();
  if (tab === null)
    return (
      <p className="a-tables__tab a-tables__tab--none a-muted" data-testid="table-tab">
        {t('admin.tables.tab.none')}
      </p>
    );
  const money = (minor: number) => formatMoney(minor, company.currency);
  const count = new Intl.NumberFormat(locale);
  const since =
    auditWhen(tab.opened_at, {
      locale,
      timeZone: company.timezone,
      timeFormat: company.country?.time_format ?? '24h',
    }) ?? tab.opened_at;
  return (
    <div
      className="a-tables__tab"
      role="group"
      aria-labelledby={titleId}
      data-testid="table-tab"
      data-state={tab.balance_state}
    >
      <p className="a-tables__tab-head">
        <strong id={titleId}>{t('admin.tables.tab.title')}</strong>
        <span
          className={`a-tag a-tables__tab-state a-tables__tab-state--${balanceTone(tab.balance_state)}`}
        >
          {t(balanceStateKey(tab.balance_state))}
        </span>
        <time className="a-muted" dateTime={tab.opened_at}>
          {t('admin.tables.tab.since', { time: since })}
        </time>
      </p>
      <dl className="a-tables__tab-sums">
        <div>
          <dt>{t('admin.tables.tab.total')}</dt>
          <dd>{money(tab.total)}</dd>
        </div>
        <div>
          <dt>{t('admin.tables.tab.paid')}</dt>
          <dd>{money(tab.paid)}</dd>
        </div>
        <div>
          <dt>{t('admin.tables.tab.balance')}</dt>
          <dd>{money(tab.balance)}</dd>
        </div>
      </dl>
      <p className="a-muted a-tables__tab-meta">
        {t(tab.rounds === 1 ? 'admin.tables.tab.rounds.one' : 'admin.tables.tab.rounds.many', {
          count: count.format(tab.rounds),
        })}
        {tab.pending_requests > 0
          ? ` · ${t(
              tab.pending_requests === 1
                ? 'admin.tables.tab.requests.one'
                : 'admin.tables.tab.requests.many',
              { count: count.format(tab.pending_requests) },
            )}`
          : null}
      </p>
    </div>
  );
}
