// Split evenly (issue [17/21]): the number of people fixes an even split of what is left
// (POST …/tab/split); each phone then pays the next share. The split can change until a share is
// paid or being paid (409 tab_split_started after that).
import { useId, useState } from 'react';
import { formatMoney } from '../../domain/money';
import { MAX_PEOPLE, MIN_PEOPLE, nextShare } from '../../domain/tab/pay';
import type { TabView } from '../../domain/tab/view';
import type { Currency } from '../../domain/types';
import { useI18n } from '../../i18n';
import type { PayState } from './use-pay';

export function PaySplit({
  tab,
  pay,
  currency,
}: {
  tab: TabView;
  pay: PayState;
  currency: Currency;
}) {
  const { t } = useI18n();
  const id = useId();
  const split = tab.split ?? null;
  const [people, setPeople] = useState(split?.people ?? MIN_PEOPLE);
  const started = split !== null && split.paid_shares > 0;
  const share = nextShare(tab);
  return (
    <div className="c-tab__field">
      {started ? null : (
        <div className="c-tab__split">
          <label htmlFor={id}>{t('tab.pay.people')}</label>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={MIN_PEOPLE}
            max={MAX_PEOPLE}
            value={people}
            onChange={(e) =>
              setPeople(Math.min(MAX_PEOPLE, Math.max(MIN_PEOPLE, Number(e.target.value) || 0)))
            }
          />
          <button
            type="button"
            className="c-button c-button--secondary"
            disabled={pay.busy}
            onClick={() => void pay.split(people)}
          >
            {t('tab.pay.setSplit')}
          </button>
        </div>
      )}
      {split ? (
        <p className="c-tab__muted" data-testid="tab-split">
          {t('tab.pay.splitFixed', { people: split.people, paid: split.paid_shares })}
        </p>
      ) : null}
      {split && share !== null ? (
        <p className="c-tab__round-total">
          <span>{t('tab.pay.nextShare')}</span>
          <span>{formatMoney(share, currency)}</span>
        </p>
      ) : null}
      {split && share === null ? <p>{t('tab.pay.splitDone')}</p> : null}
    </div>
  );
}
