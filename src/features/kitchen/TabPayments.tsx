// The tab panel's payments (issue [17/21]): what the table paid or is paying, "Record payment" for
// a diner who chose to pay the staff (cash or the card terminal), and a form for money taken at
// the table without one. Amounts are checked here for a quick answer; the server checks them
// again against the balance less what other payments hold (409 tab_balance_taken).
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { recordTabPayment, recordTableMoney } from '../../api/kitchen-tabs';
import type { StaffPaymentMethod, StaffTab, TabPayment } from '../../api/kitchen-tabs';
import { formatAmount, formatMoney, moneyFormat } from '../../domain/money';
import type { Currency } from '../../domain/types';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { freeBalance, readStaffAmount, readStaffTip } from './tab-view';
import { useTabAction } from './use-tab-action';
import type { TabActions } from './use-tab-action';

const METHODS: readonly StaffPaymentMethod[] = ['cash', 'card_terminal'];

export function TabPayments({
  tab,
  currency,
  actions,
}: {
  tab: StaffTab;
  currency: Currency;
  actions: TabActions;
}) {
  const { t } = useI18n();
  const payments = tab.payments ?? [];
  return (
    <section className="k-tabpanel__section" aria-labelledby={`k-payments-${tab.id}`}>
      <h3 id={`k-payments-${tab.id}`}>{t('kitchen.tabs.payments.title')}</h3>
      {payments.length === 0 ? (
        <p className="k-muted">{t('kitchen.tabs.payments.none')}</p>
      ) : (
        <ul className="k-tab__payments">
          {payments.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} currency={currency} actions={actions} />
          ))}
        </ul>
      )}
      {freeBalance(tab) > 0 ? (
        // Keyed by what is free: a payment elsewhere changes the prefilled "rest" with it.
        <TableMoneyForm key={freeBalance(tab)} tab={tab} currency={currency} actions={actions} />
      ) : null}
    </section>
  );
}

function PaymentRow({
  payment,
  currency,
  actions,
}: {
  payment: TabPayment;
  currency: Currency;
  actions: TabActions;
}) {
  const { t } = useI18n();
  const action = useTabAction(actions);
  const amount = formatMoney(payment.amount, currency);
  const record = (method: StaffPaymentMethod) =>
    void action.run(
      () => recordTabPayment(payment.id, method),
      'kitchen.tabs.record.failed',
      'kitchen.tabs.record.done',
    );
  return (
    <li className="k-tab__payment" data-payment-id={payment.id} data-status={payment.status}>
      <div className="k-tab__line">
        <span>
          <bdi>{amount}</bdi>
          {payment.tip > 0 ? (
            <span className="k-muted">
              {' '}
              + {t('kitchen.payment.tip')} <bdi>{formatMoney(payment.tip, currency)}</bdi>
            </span>
          ) : null}{' '}
          · {t(`kitchen.tabs.payments.method.${payment.staff_method ?? payment.method}`)}
        </span>
        <span className="k-tab__pay-status">
          {t(`kitchen.tabs.payments.status.${payment.status}`)}
        </span>
      </div>
      {payment.status === 'awaiting_staff' ? (
        <div className="k-tab__record" role="group" aria-label={t('kitchen.tabs.record.title')}>
          {METHODS.map((method) => (
            <Button
              key={method}
              variant="secondary"
              busy={action.busy}
              onClick={() => record(method)}
              aria-label={t(`kitchen.tabs.record.as.${method}`, { amount })}
            >
              {t(`kitchen.tabs.payments.method.${method}`)}
            </Button>
          ))}
        </div>
      ) : null}
      {action.refusal ? (
        <p className="k-error" role="alert">
          {t(action.refusal.key, action.refusal.params)}
        </p>
      ) : null}
    </li>
  );
}

/** Money the staff took at the table with no payment asked for on a phone. */
function TableMoneyForm({
  tab,
  currency,
  actions,
}: {
  tab: StaffTab;
  currency: Currency;
  actions: TabActions;
}) {
  const { t } = useI18n();
  const ids = { amount: useId(), tip: useId(), error: useId() };
  const free = freeBalance(tab);
  // Prefilled with what is left to pay: the usual case is "they paid the rest".
  const [amount, setAmount] = useState(() => formatAmount(free, plainFormat(currency)));
  const [tip, setTip] = useState('');
  const [method, setMethod] = useState<StaffPaymentMethod>('cash');
  const [problem, setProblem] = useState<string | null>(null);
  const action = useTabAction(actions);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const read = readStaffAmount(amount, currency, free);
    if (!read.ok)
      return setProblem(
        t(`kitchen.tabs.record.problems.${read.problem}`, { amount: formatMoney(free, currency) }),
      );
    const tipValue = readStaffTip(tip, currency);
    if (tipValue === null) return setProblem(t('kitchen.tabs.record.problems.tip'));
    setProblem(null);
    const body =
      tipValue > 0
        ? { amount: read.amount, tip: tipValue, method }
        : { amount: read.amount, method };
    const done = await action.run(
      () => recordTableMoney(tab.id, body),
      'kitchen.tabs.record.failed',
      'kitchen.tabs.record.done',
    );
    if (done) setTip('');
  }

  const shown = problem ?? (action.refusal ? t(action.refusal.key, action.refusal.params) : null);
  return (
    <form className="k-tab__take" onSubmit={(e) => void submit(e)} noValidate>
      <h4>{t('kitchen.tabs.record.title')}</h4>
      <div className="k-tab__fields">
        <div>
          <label htmlFor={ids.amount}>{t('kitchen.tabs.record.amount')}</label>
          <input
            id={ids.amount}
            className="k-input"
            inputMode="decimal"
            value={amount}
            aria-invalid={problem !== null}
            aria-describedby={shown ? ids.error : undefined}
            onChange={(e) => setAmount(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={ids.tip}>{t('kitchen.tabs.record.tip')}</label>
          <input
            id={ids.tip}
            className="k-input"
            inputMode="decimal"
            value={tip}
            onChange={(e) => setTip(e.target.value)}
          />
        </div>
      </div>
      <fieldset>
        <legend>{t('kitchen.tabs.record.method')}</legend>
        {METHODS.map((m) => (
          <label key={m} className="k-chip">
            <input
              type="radio"
              name={`k-take-${tab.id}`}
              checked={method === m}
              onChange={() => setMethod(m)}
            />
            {t(`kitchen.tabs.payments.method.${m}`)}
          </label>
        ))}
      </fieldset>
      {shown ? (
        <p id={ids.error} className="k-error" role="alert">
          {shown}
        </p>
      ) : null}
      <Button type="submit" block busy={action.busy}>
        {t('kitchen.tabs.record.submit')}
      </Button>
    </form>
  );
}

/**
 * The currency's decimal separator, every cent and nothing else (no symbol, no grouping), so the
 * prefilled amount is what staff would type and reads back exactly.
 */
function plainFormat(currency: Currency) {
  return { ...moneyFormat(currency), prefix: '', suffix: '', thousands: '', precision: 2 };
}
