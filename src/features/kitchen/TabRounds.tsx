// The tab panel's rounds (issue [17/21]): every line with its price, and "Void" on a line of an
// unpaid round, which asks for a reason in place (a dialog inside the tab's dialog would fight
// over focus). The voided lines are listed after, with their reasons: the staff's record.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { voidRoundItem } from '../../api/kitchen-tabs';
import type { StaffTab, TabRoundItem } from '../../api/kitchen-tabs';
import { formatMoney } from '../../domain/money';
import type { Currency } from '../../domain/types';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { roundCounts, voidable } from './tab-view';
import { useTabAction } from './use-tab-action';
import type { TabActions } from './use-tab-action';

const REASON_MAX = 200;

export function TabRounds({
  tab,
  currency,
  actions,
}: {
  tab: StaffTab;
  currency: Currency;
  actions: TabActions;
}) {
  const { t } = useI18n();
  const [voiding, setVoiding] = useState<string | null>(null);
  return (
    <section className="k-tabpanel__section" aria-labelledby={`k-rounds-${tab.id}`}>
      <h3 id={`k-rounds-${tab.id}`}>{t('kitchen.tabs.roundsTitle')}</h3>
      {tab.rounds.length === 0 ? <p className="k-muted">{t('kitchen.tabs.noRounds')}</p> : null}
      <ol className="k-tab__rounds">
        {tab.rounds.map((round) => (
          <li key={round.order_id} data-order-id={round.order_id}>
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
              {!roundCounts(round.status) ? (
                <span className="k-muted"> · {t('kitchen.tabs.cancelled')}</span>
              ) : round.payment_status === 'paid' ? (
                <span className="k-muted"> · {t('kitchen.tabs.roundPaid')}</span>
              ) : null}
              {roundCounts(round.status) ? (
                <bdi className="k-tab__price k-tab__round-total">
                  {formatMoney(round.total, currency)}
                </bdi>
              ) : null}
            </p>
            <ul className="k-tab__lines">
              {round.items.map((item) => (
                <li key={item.id} data-item-id={item.id}>
                  <div className="k-tab__line">
                    <span>
                      {item.quantity} × <bdi>{item.product_name}</bdi>
                      {item.variant_name ? (
                        <span className="k-muted">
                          {' '}
                          (<bdi>{item.variant_name}</bdi>)
                        </span>
                      ) : null}
                      {item.claim ? (
                        <span className="k-tab__claim" data-claim={item.claim}>
                          {' '}
                          {t(`kitchen.tabs.claim.${item.claim}`)}
                        </span>
                      ) : null}
                    </span>
                    <bdi className="k-tab__price">
                      {formatMoney(item.unit_price * item.quantity, currency)}
                    </bdi>
                    {voidable(round) && voiding !== item.id ? (
                      <Button
                        variant="text"
                        onClick={() => setVoiding(item.id)}
                        aria-label={t('kitchen.tabs.void.label', { item: item.product_name })}
                      >
                        {t('kitchen.tabs.void.button')}
                      </Button>
                    ) : null}
                  </div>
                  {voiding === item.id ? (
                    <VoidForm item={item} actions={actions} onDone={() => setVoiding(null)} />
                  ) : null}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      {tab.voids.length > 0 ? (
        <>
          <h4>{t('kitchen.tabs.void.listTitle')}</h4>
          <ul className="k-tab__voids">
            {tab.voids.map((v) => (
              <li key={`${v.order_id}-${v.voided_at}-${v.product_name}`}>
                {v.quantity} × <bdi>{v.product_name}</bdi>: <bdi>{v.reason}</bdi>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function VoidForm({
  item,
  actions,
  onDone,
}: {
  item: TabRoundItem;
  actions: TabActions;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const reasonId = useId();
  const errorId = useId();
  const [reason, setReason] = useState('');
  const [empty, setEmpty] = useState(false);
  const action = useTabAction(actions);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (text === '') return setEmpty(true);
    const done = await action.run(
      () => voidRoundItem(item.id, text),
      'kitchen.tabs.void.failed',
      'kitchen.tabs.void.done',
    );
    if (done) onDone();
  }

  const problem = empty
    ? t('kitchen.tabs.void.reasonMissing')
    : action.refusal
      ? t(action.refusal.key, action.refusal.params)
      : null;
  return (
    <form className="k-tab__void" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={reasonId}>{t('kitchen.tabs.void.reason', { item: item.product_name })}</label>
      <input
        id={reasonId}
        className="k-input"
        value={reason}
        maxLength={REASON_MAX}
        autoFocus
        aria-invalid={problem !== null}
        aria-describedby={problem ? errorId : undefined}
        onChange={(e) => {
          setReason(e.target.value);
          setEmpty(false);
        }}
      />
      {problem ? (
        <p id={errorId} className="k-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="k-dialog__buttons">
        <Button variant="secondary" onClick={onDone}>
          {t('kitchen.tabs.void.keep')}
        </Button>
        <Button type="submit" className="k-danger" busy={action.busy}>
          {t('kitchen.tabs.void.confirm')}
        </Button>
      </div>
    </form>
  );
}
