// §2.10 block 7: suggested tips (percentages of the items total, or fixed amounts), a custom
// amount, or none.
import { useState } from 'react';
import type { TipOption } from '../../../domain/checkout-summary';
import { formatMoney, parseMoney } from '../../../domain/money';
import type { TipChoice } from '../../../domain/pricing';
import type { Currency, TipSettings } from '../../../domain/types';
import { useI18n } from '../../../i18n';
import { FieldError } from './FieldError';

interface Props {
  settings: TipSettings;
  options: readonly TipOption[];
  choice: TipChoice;
  currency: Currency;
  onChange: (choice: TipChoice) => void;
  /** A payment is being prepared or confirmed: its amount may not change under it. */
  disabled?: boolean;
}

export function TipsBlock({ settings, options, choice, currency, onChange, disabled }: Props) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const money = (minor: number) => formatMoney(minor, currency);

  function onCustom(value: string): void {
    setText(value);
    const amount = value.trim() === '' ? 0 : parseMoney(value, currency);
    if (amount === null || amount < 0) {
      setError(t('summary.invalidAmount'));
      return;
    }
    setError(null);
    onChange({ kind: 'custom', amount });
  }

  const isOption = (value: number) => choice.kind === 'option' && choice.value === value;
  return (
    <fieldset className="cs-block" data-block="tips" disabled={disabled}>
      <legend className="cs-block__title">{t('summary.tips.title')}</legend>
      {settings.comment ? <p className="cs-muted">{settings.comment}</p> : null}
      <div className="cs-pills">
        <label className="cs-pill">
          <input
            type="radio"
            name="tip"
            checked={choice.kind === 'none'}
            onChange={() => onChange({ kind: 'none' })}
          />
          <span>{t('summary.tips.none')}</span>
        </label>
        {options.map((option) => (
          <label key={option.value} className="cs-pill">
            <input
              type="radio"
              name="tip"
              checked={isOption(option.value)}
              onChange={() => onChange({ kind: 'option', value: option.value })}
            />
            <span>
              {settings.type === 'percentage' ? `${option.value}% · ` : ''}
              {money(option.amount)}
            </span>
          </label>
        ))}
        <label className="cs-pill">
          <input
            type="radio"
            name="tip"
            checked={choice.kind === 'custom'}
            onChange={() => onCustom(text)}
          />
          <span>{t('summary.tips.custom')}</span>
        </label>
      </div>
      {choice.kind === 'custom' ? (
        <div className="cs-field">
          <label className="cs-label" htmlFor="cs-tip-custom">
            {t('summary.tips.customLabel')}
          </label>
          <input
            id="cs-tip-custom"
            className="cs-input"
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            value={text}
            aria-invalid={error ? true : undefined}
            onChange={(event) => onCustom(event.target.value)}
          />
          <FieldError id="cs-tip-error" message={error} />
        </div>
      ) : null}
    </fieldset>
  );
}
