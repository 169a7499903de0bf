// What the table owes (issue [17/21], §4.2): total, paid, what is being paid right now, the
// balance and its state.
import { formatMoney } from '../../domain/money';
import type { TabView } from '../../domain/tab/view';
import type { Currency } from '../../domain/types';
import { useI18n } from '../../i18n';

export function TabSummary({ tab, currency }: { tab: TabView; currency: Currency }) {
  const { t } = useI18n();
  const money = (minor: number) => formatMoney(minor, currency);
  const held = tab.held ?? 0;
  return (
    <section className="c-card c-tab__summary" aria-labelledby="tab-summary-title">
      <div className="c-tab__round-head">
        <h2 id="tab-summary-title">{t('tab.summary.heading')}</h2>
        <span className="c-tab__state" data-state={tab.balance_state}>
          {t(`tab.state.${tab.balance_state}`)}
        </span>
      </div>
      <dl className="c-tab__totals">
        <div>
          <dt>{t('tab.summary.total')}</dt>
          <dd data-testid="tab-total">{money(tab.total)}</dd>
        </div>
        <div>
          <dt>{t('tab.summary.paid')}</dt>
          <dd data-testid="tab-paid">{money(tab.paid)}</dd>
        </div>
        {held > 0 ? (
          <div>
            <dt>{t('tab.summary.held')}</dt>
            <dd>{money(held)}</dd>
          </div>
        ) : null}
        <div className="c-tab__balance">
          <dt>{t('tab.summary.balance')}</dt>
          <dd data-testid="tab-balance">{money(tab.balance)}</dd>
        </div>
      </dl>
    </section>
  );
}
