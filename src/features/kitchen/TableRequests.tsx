// Tables asking for someone (issue [17/21]): every pending "Call the waiter" and "Ask for the
// bill" above the board, whichever view is showing, with the table's name, how long it has been
// waiting (kept current by the board's clock) and Acknowledge. Nothing shows when none wait.
import type { PendingRequest, StaffPaymentDue } from './tab-view';
import { formatMoney } from '../../domain/money';
import type { Currency } from '../../domain/types';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { ageMinutes } from './board';

export function TableRequests({
  requests,
  payments,
  currency,
  now,
  busyIds,
  onAcknowledge,
  onOpenTab,
}: {
  requests: readonly PendingRequest[];
  /** Diners waiting for the staff to take their money; "Record payment" opens their tab. */
  payments: readonly StaffPaymentDue[];
  currency: Currency;
  now: number;
  busyIds: ReadonlySet<string>;
  onAcknowledge: (request: PendingRequest) => void;
  onOpenTab: (tabId: string) => void;
}) {
  const { t } = useI18n();
  if (requests.length === 0 && payments.length === 0) return null;
  return (
    <section className="k-requests" aria-labelledby="k-requests-title">
      <h2 id="k-requests-title">
        {t('kitchen.tabs.requests.title')}{' '}
        <span className="k-column__count">{requests.length + payments.length}</span>
      </h2>
      <ul>
        {requests.map((request) => {
          const kind = t(`kitchen.tabs.requests.${request.kind}`);
          const age = ageMinutes(request.created_at, now);
          return (
            <li key={request.id} className="k-request" data-request-id={request.id}>
              <Button
                variant="text"
                className="k-request__table"
                onClick={() => onOpenTab(request.tab_id)}
                aria-label={t('kitchen.tabs.openLabel', { table: request.table_name })}
              >
                <bdi>{request.table_name}</bdi>
              </Button>
              <span className="k-request__kind" data-kind={request.kind}>
                {kind}
              </span>
              <span className="k-request__age k-muted">
                {age < 1 ? t('kitchen.ageNow') : t('kitchen.tabs.ago', { n: age })}
              </span>
              <Button
                variant="secondary"
                busy={busyIds.has(request.id)}
                onClick={() => onAcknowledge(request)}
                aria-label={t('kitchen.tabs.requests.acknowledgeLabel', {
                  kind,
                  table: request.table_name,
                })}
              >
                {t('kitchen.tabs.requests.acknowledge')}
              </Button>
            </li>
          );
        })}
        {payments.map(({ tab_id: tabId, table_name: table, payment }) => (
          <li key={payment.id} className="k-request" data-payment-id={payment.id}>
            <span className="k-request__table">
              <bdi>{table}</bdi>
            </span>
            <span className="k-request__kind" data-kind="pay">
              {t('kitchen.tabs.requests.pay', {
                amount: formatMoney(payment.amount + payment.tip, currency),
              })}
            </span>
            <span className="k-request__age k-muted">
              {ageMinutes(payment.created_at, now) < 1
                ? t('kitchen.ageNow')
                : t('kitchen.tabs.ago', { n: ageMinutes(payment.created_at, now) })}
            </span>
            <Button
              variant="secondary"
              onClick={() => onOpenTab(tabId)}
              aria-label={t('kitchen.tabs.requests.recordLabel', { table })}
            >
              {t('kitchen.tabs.record.title')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
