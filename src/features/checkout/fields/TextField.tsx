// A labelled text input (§2.10): '(optional)' marker, a counter and a hard cap when a maximum
// length is set, and its validation message tied to the input for screen readers.
import { useId } from 'react';
import { useI18n } from '../../../i18n';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  optional?: boolean;
  maxLength?: number;
  name?: string;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'text' | 'numeric';
}

export function TextField(props: TextFieldProps) {
  const { t } = useI18n();
  const id = useId();
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const describedBy = [props.error ? errorId : null, props.maxLength ? counterId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="ck-field">
      <label className="ck-field__label" htmlFor={id}>
        {props.label}
        {props.optional ? (
          <span className="ck-field__optional"> {t('checkout.optional')}</span>
        ) : null}
      </label>
      <input
        id={id}
        name={props.name}
        className={props.error ? 'ck-input ck-input--error' : 'ck-input'}
        value={props.value}
        maxLength={props.maxLength}
        autoComplete={props.autoComplete}
        placeholder={props.placeholder}
        inputMode={props.inputMode}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      <div className="ck-field__meta">
        {props.error ? (
          <p id={errorId} className="ck-field__error">
            {props.error}
          </p>
        ) : (
          <span />
        )}
        {props.maxLength ? (
          <span id={counterId} className="ck-field__counter" aria-live="polite">
            {props.value.length}/{props.maxLength}
          </span>
        ) : null}
      </div>
    </div>
  );
}
