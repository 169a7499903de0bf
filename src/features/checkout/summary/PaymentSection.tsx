// §2.10 block 8: 'Pay online' / 'Other methods' tabs when both kinds exist, the method lists,
// the provider's own card form for the chosen online method, the secure-payments note and the
// instructions of the chosen offline method. Online methods need the network: offline they are
// listed but disabled, with a note saying so.
import { paymentGroups } from '../../../domain/checkout-summary';
import { PAYMENT_METHOD_CASH } from '../../../domain/constants';
import type { Currency, PaymentMethod } from '../../../domain/types';
import { useI18n } from '../../../i18n';
import { Spinner } from '../../../ui/Spinner';
import { CashAmountField } from './CashAmountField';
import { FieldError } from './FieldError';
import { PaymentInstructions } from './PaymentInstructions';
import { useOnline } from '../../../ui/useOnline';
import { PaymentMethodList } from './PaymentMethodList';
import { LockIcon, OnlineMethodForm } from './OnlineMethodForm';
import { isOnlineMethod } from '../../../domain/checkout-summary';

interface Props {
  methods: readonly PaymentMethod[] | null;
  selected: PaymentMethod | null;
  payOnline: boolean;
  currency: Currency;
  total: number;
  /** A payment is being prepared or confirmed: the choice may not change under it. */
  paying: boolean;
  error: string | null;
  cashError: string | null;
  onTab: (online: boolean) => void;
  onSelect: (id: string) => void;
  onCash: (amount: number | null, valid: boolean) => void;
}

export function PaymentSection(props: Props) {
  const { t } = useI18n();
  const online = useOnline();
  const { methods, selected } = props;
  if (methods === null) {
    return (
      <section className="cs-block cs-loading">
        <Spinner size={20} />
        <span>{t('summary.payment.loading')}</span>
      </section>
    );
  }
  const groups = paymentGroups(methods);
  const showOnline = groups.tabs ? props.payOnline : groups.offline.length === 0;
  const tab = (online: boolean, label: string) => (
    <button
      type="button"
      role="tab"
      className="cs-tab"
      aria-selected={showOnline === online}
      disabled={props.paying}
      onClick={() => props.onTab(online)}
    >
      {label}
    </button>
  );

  return (
    <section className="cs-block" data-field="payment_method_id" aria-labelledby="cs-pay-title">
      <h3 id="cs-pay-title" className="cs-block__title">
        {t('summary.payment.title')}
      </h3>
      {groups.tabs ? (
        <div className="cs-tabs" role="tablist">
          {tab(true, t('summary.payment.online'))}
          {tab(false, t('summary.payment.other'))}
        </div>
      ) : null}
      {showOnline ? (
        <div className="cs-online">
          <PaymentMethodList
            methods={groups.online}
            selectedId={selected?.id ?? null}
            disabled={!online || props.paying}
            invalid={props.error !== null}
            onSelect={props.onSelect}
          />
          <div className="cs-card-slot" data-slot="card-form">
            {online ? (
              selected && isOnlineMethod(selected) ? (
                <OnlineMethodForm method={selected} />
              ) : null
            ) : (
              <p className="cs-note" role="note">
                {t('offline.onlinePayment')}
              </p>
            )}
          </div>
          <p className="cs-muted cs-secure">
            <LockIcon />
            <span>{t('summary.payment.secure')}</span>
          </p>
        </div>
      ) : (
        <PaymentMethodList
          methods={groups.offline}
          selectedId={selected?.id ?? null}
          disabled={false}
          invalid={props.error !== null}
          onSelect={props.onSelect}
        />
      )}
      <FieldError id="cs-pay-error" message={props.error} />
      {selected && !showOnline ? <PaymentInstructions method={selected} /> : null}
      {selected?.code === PAYMENT_METHOD_CASH && !showOnline ? (
        <CashAmountField
          currency={props.currency}
          total={props.total}
          error={props.cashError}
          onChange={props.onCash}
        />
      ) : null}
    </section>
  );
}
