// A labelled native select: the platform's own picker is the most usable one on phones.
import { useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  placeholder: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  name?: string;
}

export function SelectField(props: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="ck-field">
      <label className="ck-field__label" htmlFor={id}>
        {props.label}
      </label>
      <select
        id={id}
        name={props.name}
        className={props.error ? 'ck-input ck-input--error' : 'ck-input'}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {props.error ? (
        <p id={errorId} className="ck-field__error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
