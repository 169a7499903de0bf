// The open tab as shown (issue [17/21]): whether it is live or an offline copy (and from when),
// the code to share, the bill, the calls to the staff, paying, and the rounds.
import { LinkKeepQuery } from '../../app/navigation';
import type { TabView } from '../../domain/tab/view';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { TabRequests } from './TabRequests';
import { TabRounds } from './TabRounds';
import { TabSummary } from './TabSummary';
import type { TabState } from './use-tab';

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
        <p className="c-tab__live c-tab__muted" role="status" data-live={state.live ?? 'none'}>
          {state.live === 'live' ? t('tab.live') : t('tab.updated', { time: updated })}
        </p>
      )}
      {tab.code ? (
        <p className="c-tab__notice c-tab__share" data-testid="tab-code-share">
          {t('tab.share', { code: tab.code })}
        </p>
      ) : null}
      <TabSummary tab={tab} currency={currency} />
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
        <TabRounds rounds={tab.rounds} currency={currency} />
      </section>
      <LinkKeepQuery to="/products" className="c-button c-button--secondary c-button--block">
        {t('tab.orderMore')}
      </LinkKeepQuery>
    </>
  );
}
