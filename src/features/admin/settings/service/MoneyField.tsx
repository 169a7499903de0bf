// An amount typed in the company's currency (major units, '12.50'), kept as minor units: the text
// is the owner's while they type; the value is parsed from it (NaN when it is not an amount, which
// the section's schema refuses as amount_range).
import { useId, useState } from 'react';
import type { Currency } from '../../../../domain/types';
import { FieldError, errorProps } from './section';
import { moneyText, parseMoney } from './money-input';

export function MoneyField({
  label,
  value,
  currency,
  error,
  allowBlank = false,
  onChange,
}: {
  label: string;
  value: number | null;
  currency: Currency;
  error: string | undefined;
  /** Blank means null (no amount) rather than 0. */
  allowBlank?: boolean;
  onChange: (minor: number | null) => void;
}) {
  const id = useId();
  const [text, setText] = useState(() => moneyText(value));
  return (
    <label className="a-field a-money">
      <span>
        {label} ({currency.code})
      </span>
      <span className="a-money__row">
        <span aria-hidden="true" className="a-money__symbol">
          {currency.symbol}
        </span>
        <input
          className="a-input"
          inputMode="decimal"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            const parsed = parseMoney(event.target.value);
            onChange(parsed === null && !allowBlank ? 0 : parsed);
          }}
          {...errorProps(`${id}-e`, error)}
        />
      </span>
      <FieldError id={`${id}-e`} code={error} />
    </label>
  );
}
