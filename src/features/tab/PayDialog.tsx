// "Pay" (issue [17/21]): in full, an even share, the items this phone had, or a custom amount;
// the tip where the table takes tips (§5.6, the checkout's rule in src/domain); the company's
// online methods or "I'll pay the staff". An online card payment shows the provider's card form
// (PayCard); then the payment's status until it ends, and a declined card may try again. Another phone
// that was quicker gives a clear 409 message, before anything is charged.
import { useId, useState } from 'react';
import { formatMoney, parseMoney } from '../../domain/money';
import { paymentMethodName } from '../../domain/payment-names';
import { tipAmount, tipOptions, tipsVisible } from '../../domain/pricing';
import type { TipChoice } from '../../domain/pricing';
import { PAY_KINDS, freeBalance, payAmount } from '../../domain/tab/pay';
import type { PayKind } from '../../domain/tab/pay';
import type { TabView } from '../../domain/tab/view';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { Modal } from '../../ui/Modal';
import { PayItems } from './PayItems';
import { PaySplit } from './PaySplit';
import { PaymentStatus } from './PayStatus';
import type { PayState } from './use-pay';

const STAFF = 'staff';

export function PayDialog(props: {
  open: boolean;
  onClose: () => void;
  tab: TabView;
  pay: PayState;
}) {
  const { open, onClose, tab, pay } = props;
  const { t } = useI18n();
  const { company, settings } = useApp();
  const ids = { kind: useId(), custom: useId(), tip: useId(), method: useId(), error: useId() };
  const [kind, setKind] = useState<PayKind>('full');
  const [itemIds, setItemIds] = useState<string[]>([]);
  const [customText, setCustomText] = useState('');
  const [tip, setTip] = useState<TipChoice>({ kind: 'none' });
  const [method, setMethod] = useState<string>(STAFF);
  const [attempted, setAttempted] = useState(false);
  if (!company) return null;
  const currency = company.currency;
  const money = (minor: number) => formatMoney(minor, currency);

  const close = () => {
    pay.reset();
    setAttempted(false);
    onClose();
  };

  const custom = customText.trim() === '' ? null : parseMoney(customText, currency);
  const result = payAmount(tab, { kind, itemIds, custom });
  const amount = 'amount' in result ? result.amount : 0;
  const tipSettings = settings?.table?.tip;
  const showTips = tipsVisible(tipSettings, company.country.country_code);
  const tipValue = showTips ? tipAmount(tipSettings, tip, amount) : 0;
  const problem =
    'problem' in result
      ? result.problem === 'no_items'
        ? t('tab.pay.itemsNone')
        : result.problem === 'no_share'
          ? t('tab.pay.errors.tab_split_missing')
          : t(`tab.pay.amount.${result.problem}`, { amount: money(freeBalance(tab)) })
      : null;
  const shownProblem = attempted || kind === 'custom' ? problem : null;
  const message = pay.error ? t(`tab.pay.errors.${pay.error}`) : shownProblem;

  async function submit(): Promise<void> {
    setAttempted(true);
    if ('problem' in result) return;
    await pay.pay({
      kind,
      ...(kind === 'items' ? { item_ids: itemIds } : {}),
      ...(kind === 'custom' ? { amount } : {}),
      ...(tipValue > 0 ? { tip: tipValue } : {}),
      payment_method_id: method === STAFF ? null : method,
    });
  }

  return (
    <Modal open={open} onClose={close} title={t('tab.pay.title')} className="c-tab__dialog">
      {pay.payment ? (
        <PaymentStatus pay={pay} currency={currency} onDone={close} />
      ) : freeBalance(tab) <= 0 ? (
        <div className="c-tab__pay">
          <p>{t('tab.pay.nothingLeft')}</p>
          {/* Another phone was quicker: its refusal says so, here as much as in the form. */}
          {pay.error ? (
            <p className="c-tab__error" role="alert">
              {t(`tab.pay.errors.${pay.error}`)}
            </p>
          ) : null}
        </div>
      ) : (
        <form
          className="c-tab__pay"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <fieldset className="c-tab__choices">
            <legend>{t('tab.pay.how')}</legend>
            {PAY_KINDS.map((k) => (
              <label key={k} className="c-tab__choice">
                <input
                  type="radio"
                  name={ids.kind}
                  checked={kind === k}
                  onChange={() => setKind(k)}
                />
                <span>{t(`tab.pay.kind.${k}`)}</span>
              </label>
            ))}
          </fieldset>
          {kind === 'full' ? <p className="c-tab__muted">{t('tab.pay.fullHint')}</p> : null}
          {kind === 'share' ? <PaySplit tab={tab} pay={pay} currency={currency} /> : null}
          {kind === 'items' ? (
            <PayItems tab={tab} chosen={itemIds} onChange={setItemIds} currency={currency} />
          ) : null}
          {kind === 'custom' ? (
            <div className="c-tab__field">
              <label htmlFor={ids.custom}>{t('tab.pay.custom')}</label>
              <input
                id={ids.custom}
                inputMode="decimal"
                value={customText}
                aria-describedby={`${ids.custom}-hint`}
                onChange={(e) => setCustomText(e.target.value)}
              />
              <span id={`${ids.custom}-hint`} className="c-tab__muted">
                {t('tab.pay.customHint', { amount: money(freeBalance(tab)) })}
              </span>
            </div>
          ) : null}
          {showTips && tipSettings ? (
            <fieldset className="c-tab__choices">
              <legend>{t('tab.pay.tip')}</legend>
              <label className="c-tab__choice">
                <input
                  type="radio"
                  name={ids.tip}
                  checked={tip.kind === 'none'}
                  onChange={() => setTip({ kind: 'none' })}
                />
                <span>{t('tab.pay.tipNone')}</span>
              </label>
              {tipOptions(tipSettings, amount).map((option) => (
                <label key={option.value} className="c-tab__choice">
                  <input
                    type="radio"
                    name={ids.tip}
                    checked={tip.kind === 'option' && tip.value === option.value}
                    onChange={() => setTip({ kind: 'option', value: option.value })}
                  />
                  <span>
                    {tipSettings.type === 'percentage' ? `${option.value}% · ` : ''}
                    {money(option.amount)}
                  </span>
                </label>
              ))}
            </fieldset>
          ) : null}
          <fieldset className="c-tab__choices">
            <legend>{t('tab.pay.method')}</legend>
            {pay.methods.map((m) => (
              <label key={m.id} className="c-tab__choice">
                <input
                  type="radio"
                  name={ids.method}
                  checked={method === m.id}
                  onChange={() => setMethod(m.id)}
                />
                <span>
                  {t('tab.pay.online', {
                    name: paymentMethodName(m, (code) => t(`summary.payment.methods.${code}`)),
                  })}
                </span>
              </label>
            ))}
            <label className="c-tab__choice">
              <input
                type="radio"
                name={ids.method}
                checked={method === STAFF}
                onChange={() => setMethod(STAFF)}
              />
              <span>{t('tab.pay.staff')}</span>
            </label>
          </fieldset>
          <p className="c-tab__round-total">
            <span>{t('tab.pay.toPay')}</span>
            <span data-testid="tab-pay-amount">{money(amount + tipValue)}</span>
          </p>
          <p id={ids.error} className="c-tab__error" role="alert">
            {message ?? ''}
          </p>
          <button
            type="submit"
            className="c-button c-button--primary c-button--block"
            disabled={pay.busy}
            aria-busy={pay.busy}
            aria-describedby={message ? ids.error : undefined}
          >
            {method === STAFF
              ? t('tab.pay.submitStaff')
              : t('tab.pay.submit', { amount: money(amount + tipValue) })}
          </button>
        </form>
      )}
    </Modal>
  );
}
