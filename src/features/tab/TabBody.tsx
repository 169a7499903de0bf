// The open tab as shown (issue [17/21]): whether it is live or an offline copy (and from when),
// the code to share, the bill, the calls to the staff, paying, and the rounds.
import { useState } from 'react';
import { LinkKeepQuery } from '../../app/navigation';
import { formatMoney } from '../../domain/money';
import { freeBalance } from '../../domain/tab/pay';
import type { TabView } from '../../domain/tab/view';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { LiveIndicator } from '../tracking/LiveIndicator';
import { PayDialog } from './PayDialog';
import { TabRequests } from './TabRequests';
import { TabRounds } from './TabRounds';
import { TabSummary } from './TabSummary';
import { usePay } from './use-pay';
import type { TabState } from './use-tab';

const KINDS = new Set(['full', 'share', 'items', 'custom']);
const kindKey = (kind: string): string => (KINDS.has(kind) ? kind : 'custom');

function timeOf(at: number, locale: string): string {
  return new Date(at).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
}

export function TabBody(props: {
  companyId: string;
  qrId: string;
  screen: { tab: TabView; at: number; offline: boolean };
  state: TabState;
}) {
  const { companyId, qrId, screen, state } = props;
  const { t, locale } = useI18n();
  const { company } = useApp();
  const { tab } = screen;
  const [paying, setPaying] = useState(false);
  const pay = usePay(companyId, qrId, state.code, String(screen.at), () => void state.reload());
  if (!company) return null;
  const currency = company.currency;
  const updated = timeOf(screen.at, locale);
  return (
    <>
      {screen.offline ? (
        <p className="c-tab__notice c-tab__notice--offline" role="status" data-testid="tab-offline">
          {t('tab.offline', { time: updated })}
        </p>
      ) : (
        <p className="c-tab__live c-tab__muted">
          {/* Tracking's badge while the socket is live; otherwise when the tab was last read. */}
          {state.live === 'live' ? (
            <LiveIndicator status="live" />
          ) : (
            <span role="status">{t('tab.updated', { time: updated })}</span>
          )}
        </p>
      )}
      {tab.code ? (
        <p className="c-tab__notice c-tab__share" data-testid="tab-code-share">
          {t('tab.share', { code: tab.code })}
        </p>
      ) : null}
      <TabSummary tab={tab} currency={currency} />
      {tab.payments && tab.payments.length > 0 ? (
        <section className="c-card c-tab__section" aria-labelledby="tab-payments-title">
          <h2 id="tab-payments-title">{t('tab.pay.payments')}</h2>
          <ul className="c-tab__items">
            {tab.payments.map((p) => (
              <li key={p.id} className="c-tab__item" data-status={p.status}>
                <span className="c-tab__name">{t(`tab.pay.kind.${kindKey(p.kind)}`)}</span>
                <span className="c-tab__muted">{t(`tab.paymentStatus.${p.status}`)}</span>
                <span className="c-tab__amount">{formatMoney(p.amount, currency)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {!screen.offline && freeBalance(tab) > 0 ? (
        <button
          type="button"
          className="c-button c-button--primary c-button--block"
          aria-haspopup="dialog"
          onClick={() => setPaying(true)}
        >
          {t('tab.pay.open')}
        </button>
      ) : null}
      <PayDialog open={paying} onClose={() => setPaying(false)} tab={tab} pay={pay} />
      {screen.offline ? null : (
        <TabRequests
          companyId={companyId}
          qrId={qrId}
          code={state.code}
          acknowledged={state.acknowledged}
        />
      )}
      <section aria-labelledby="tab-rounds-title" className="c-tab__section">
        <h2 id="tab-rounds-title">{t('tab.roundsHeading')}</h2>
        <TabRounds rounds={tab.rounds} company={company} />
      </section>
      <LinkKeepQuery to="/products" className="c-button c-button--secondary c-button--block">
        {t('tab.orderMore')}
      </LinkKeepQuery>
    </>
  );
}
