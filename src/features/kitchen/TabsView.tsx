// The board's "Tables" view (issue [17/21]): one card per open tab under the table's name, with
// its rounds (each with who ordered it and what), the §4.2 balance and pending requests, and a
// button that opens the tab's panel for payments, voids and closing.
import type { StaffTab } from '../../api/kitchen-tabs';
import { formatMoney } from '../../domain/money';
import type { Currency } from '../../domain/types';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { ageMinutes } from './board';
import { roundCounts } from './tab-view';

export type BoardView = 'orders' | 'tables';

/** Orders by stage, or the tables' open tabs: two toggle buttons, the current one pressed. */
export function ViewSwitch({
  view,
  onView,
  tabCount,
}: {
  view: BoardView;
  onView: (view: BoardView) => void;
  tabCount: number;
}) {
  const { t } = useI18n();
  return (
    <div className="k-views" role="group" aria-label={t('kitchen.tabs.viewLabel')}>
      <button
        type="button"
        className="k-chip k-views__button"
        aria-pressed={view === 'orders'}
        onClick={() => onView('orders')}
      >
        {t('kitchen.tabs.viewOrders')}
      </button>
      <button
        type="button"
        className="k-chip k-views__button"
        aria-pressed={view === 'tables'}
        onClick={() => onView('tables')}
      >
        {t('kitchen.tabs.viewTables')} <span className="k-column__count">{tabCount}</span>
      </button>
    </div>
  );
}

export function TabsView({
  tabs,
  failed,
  onRetry,
  currency,
  now,
  onOpen,
}: {
  tabs: readonly StaffTab[] | null;
  failed: boolean;
  onRetry: () => void;
  currency: Currency;
  now: number;
  onOpen: (tabId: string) => void;
}) {
  const { t } = useI18n();
  return (
    <section className="k-tabs" aria-labelledby="k-tabs-title" aria-busy={tabs === null}>
      <h2 id="k-tabs-title">
        {t('kitchen.tabs.title')} <span className="k-column__count">{tabs?.length ?? 0}</span>
      </h2>
      {failed ? (
        <p className="k-error" role="alert">
          {t('kitchen.tabs.loadFailed')}{' '}
          <Button variant="text" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </p>
      ) : null}
      {tabs !== null && tabs.length === 0 ? (
        <p className="k-muted">{t('kitchen.tabs.empty')}</p>
      ) : null}
      <div className="k-tabs__grid">
        {(tabs ?? []).map((tab) => (
          <TabCard key={tab.id} tab={tab} currency={currency} now={now} onOpen={onOpen} />
        ))}
      </div>
    </section>
  );
}

function TabCard({
  tab,
  currency,
  now,
  onOpen,
}: {
  tab: StaffTab;
  currency: Currency;
  now: number;
  onOpen: (tabId: string) => void;
}) {
  const { t } = useI18n();
  const titleId = `k-tab-${tab.id}`;
  const opened = ageMinutes(tab.opened_at, now);
  return (
    <article
      className="k-card k-tab"
      aria-labelledby={titleId}
      data-tab-id={tab.id}
      data-state={tab.balance_state}
    >
      <header className="k-card__head">
        <h3 id={titleId}>
          <bdi>{tab.table_name}</bdi>
        </h3>
        <span className="k-card__age">
          {opened < 1 ? t('kitchen.ageNow') : t('kitchen.tabs.ago', { n: opened })}
        </span>
      </header>
      {tab.requests.length > 0 ? (
        <ul className="k-tab__asks">
          {tab.requests.map((r) => (
            <li key={r.id} className="k-request__kind" data-kind={r.kind}>
              {t(`kitchen.tabs.requests.${r.kind}`)}
            </li>
          ))}
        </ul>
      ) : null}
      <ol className="k-tab__rounds">
        {tab.rounds.map((round) => (
          <li
            key={round.order_id}
            data-order-id={round.order_id}
            className={roundCounts(round.status) ? undefined : 'k-tab__round--cancelled'}
          >
            <p className="k-tab__round-head">
              <strong>
                <bdi>#{round.public_id}</bdi>
              </strong>
              {round.client_name ? (
                <span>
                  {' '}
                  · <bdi>{round.client_name}</bdi>
                </span>
              ) : null}
              {roundCounts(round.status) ? null : (
                <span className="k-muted"> · {t('kitchen.tabs.cancelled')}</span>
              )}
            </p>
            <ul className="k-tab__lines">
              {round.items.map((item) => (
                <li key={item.id}>
                  {item.quantity} × <bdi>{item.product_name}</bdi>
                  {item.variant_name ? (
                    <span className="k-muted">
                      {' '}
                      (<bdi>{item.variant_name}</bdi>)
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <TabMoney tab={tab} currency={currency} />
      <Button
        variant="secondary"
        block
        onClick={() => onOpen(tab.id)}
        aria-label={t('kitchen.tabs.openLabel', { table: tab.table_name })}
      >
        {t('kitchen.tabs.open')}
      </Button>
    </article>
  );
}

/** Total, paid, what payments hold meanwhile, balance, and the §4.2 state. */
export function TabMoney({ tab, currency }: { tab: StaffTab; currency: Currency }) {
  const { t } = useI18n();
  const rows: [key: string, label: string, amount: number][] = [
    ['total', t('kitchen.tabs.total'), tab.total],
    ['paid', t('kitchen.tabs.paid'), tab.paid],
  ];
  if ((tab.held ?? 0) > 0) rows.push(['held', t('kitchen.tabs.held'), tab.held ?? 0]);
  rows.push(['balance', t('kitchen.tabs.balance'), tab.balance]);
  return (
    <div className="k-tab__money">
      <dl className="k-card__money">
        {rows.map(([key, label, amount]) => (
          <div key={key} data-money={key}>
            <dt>{label}</dt>
            <dd>
              <bdi>{formatMoney(amount, currency)}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <p className="k-tab__state" data-state={tab.balance_state}>
        {t(`kitchen.tabs.state.${tab.balance_state}`)}
      </p>
    </div>
  );
}
