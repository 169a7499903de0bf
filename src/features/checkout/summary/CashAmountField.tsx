// Cash: the optional 'amount you will pay with' (received_amount), at least the total.
import { useState } from 'react';
import { formatMoney, parseMoney } from '../../../domain/money';
import type { Currency } from '../../../domain/types';
import { useI18n } from '../../../i18n';
import { FieldError } from './FieldError';

interface Props {
  currency: Currency;
  error: string | null;
  total: number;
  onChange: (amount: number | null, valid: boolean) => void;
}

export function CashAmountField({ currency, error, total, onChange }: Props) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  function change(value: string): void {
    setText(value);
    if (value.trim() === '') return onChange(null, true);
    const amount = parseMoney(value, currency);
    onChange(amount, amount !== null && amount >= 0);
  }
  return (
    <div className="cs-field" data-field="received_amount">
      <label className="cs-label" htmlFor="cs-cash">
        {t('summary.payment.cashAmount')}{' '}
        <span className="cs-muted">{t('summary.comment.optional')}</span>
      </label>
      <input
        id="cs-cash"
        name="received_amount"
        className="cs-input"
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        placeholder={formatMoney(total, currency)}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby="cs-cash-hint"
        onChange={(event) => change(event.target.value)}
      />
      <p id="cs-cash-hint" className="cs-muted cs-hint">
        {t('summary.payment.cashHint')}
      </p>
      <FieldError id="cs-cash-error" message={error} />
    </div>
  );
}
