// The tab's rounds (issue [17/21]): each round with who ordered it (the name given, never a
// phone number), when, its status and its items. A cancelled round shows but owes nothing.
import { formatMoney } from '../../domain/money';
import type { TabRound } from '../../domain/tab/view';
import { itemTotal } from '../../domain/tab/view';
import type { Company } from '../../domain/types';
import { useI18n } from '../../i18n';
import { formatOrderTime } from '../tracking/order-time';

const KNOWN_STATUSES = new Set([
  'PENDING',
  'PREPARING',
  'READY',
  'DELIVERED',
  'FINALIZED',
  'CANCELLED',
]);

export function TabRounds({ rounds, company }: { rounds: TabRound[]; company: Company }) {
  const { t, locale } = useI18n();
  const money = (minor: number) => formatMoney(minor, company.currency);
  // As tracking shows an order's time: the company's zone and the country's clock (§5.8).
  const timeOptions = {
    timeZone: company.timezone,
    locale,
    timeFormat: company.country?.time_format ?? '24h',
  } as const;
  return (
    <ol className="c-tab__rounds" aria-label={t('tab.rounds')}>
      {rounds.map((round, index) => {
        const status = KNOWN_STATUSES.has(round.status) ? round.status : 'other';
        const cancelled = round.status === 'CANCELLED';
        return (
          <li key={round.order_id} className="c-card c-tab__round" data-status={round.status}>
            <div className="c-tab__round-head">
              <h3>{t('tab.round', { n: index + 1 })}</h3>
              <span className="c-tab__status">{t(`tab.status.${status}`)}</span>
            </div>
            <p className="c-tab__muted">
              {round.client_name
                ? t('tab.orderedBy', { name: round.client_name })
                : t('tab.orderedByUnknown')}
              {' · '}
              <time dateTime={round.placed_at}>
                {formatOrderTime(round.placed_at, timeOptions, 'none')}
              </time>
            </p>
            <ul className="c-tab__items">
              {round.items.map((item) => (
                <li key={item.id} className="c-tab__item">
                  <span className="c-tab__qty">{item.quantity}×</span>
                  <span className="c-tab__name">
                    {item.product_name}
                    {item.variant_name ? ` (${item.variant_name})` : ''}
                    {item.modifiers.length > 0 ? (
                      <span className="c-tab__mods">
                        {item.modifiers
                          .map((m) => (m.quantity > 1 ? `${m.quantity}× ${m.name}` : m.name))
                          .join(', ')}
                      </span>
                    ) : null}
                    {item.claim ? (
                      <span className="c-tab__claim" data-claim={item.claim}>
                        {t(`tab.claim.${item.claim}`)}
                      </span>
                    ) : null}
                  </span>
                  <span className="c-tab__amount">{money(itemTotal(item))}</span>
                </li>
              ))}
            </ul>
            <p className="c-tab__round-total">
              {cancelled ? (
                <span className="c-tab__muted">{t('tab.cancelledNote')}</span>
              ) : (
                <>
                  <span>{t('tab.roundTotal')}</span>
                  <span>{money(round.total)}</span>
                </>
              )}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
