// One field of the address tab (AddressTab, and the pin's coordinates in LocationFields): its
// label, the input, a hint always read with it, and the refusal once there is one.
import { useId } from 'react';
import type { InputHTMLAttributes } from 'react';
import { FieldError } from './section';

export function AddressField({
  field,
  label,
  hint,
  value,
  error,
  onChange,
  input,
}: {
  /** The field's key, on the wrapper's data-field. */
  field: string;
  label: string;
  hint: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** What sets this input apart: autofill, keyboard, direction. */
  input?: Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'inputMode' | 'dir'>;
}) {
  const id = useId();
  const hintId = `${id}-h`;
  const errorId = `${id}-e`;
  return (
    <div className="a-field" data-field={field}>
      <label htmlFor={id} className="a-address__label">
        {label}
      </label>
      <input
        id={id}
        className="a-input"
        {...input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        {...(error ? { 'aria-invalid': true as const } : {})}
      />
      <span id={hintId} className="a-muted">
        {hint}
      </span>
      <FieldError id={errorId} code={error} />
    </div>
  );
}
