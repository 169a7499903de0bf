// Small labelled controls of the brand tabs (issue [11/13]): each has a visible label (its
// accessible name) and shows its error beside it, tied with aria-describedby.
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useAdminI18n } from '../../admin-i18n';

export function errorText(t: (key: string) => string, message: string | undefined): string | null {
  if (message === undefined) return null;
  if (message === 'coupon_exists') return t('admin.brand.coupons.exists');
  return t('admin.brand.common.fieldInvalid') + (message ? ` (${message})` : '');
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const { t } = useAdminI18n();
  const text = errorText(t, message);
  return text ? (
    <p id={id} className="a-error ab-field__error">
      {text}
    </p>
  ) : null;
}

export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  inputMode,
  multiline = false,
  maxLength,
  dir,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  type?: 'text' | 'url' | 'date' | 'tel';
  inputMode?: 'text' | 'decimal' | 'numeric' | 'url' | 'tel';
  multiline?: boolean;
  maxLength?: number;
  dir?: 'ltr' | 'auto';
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error !== undefined ? errorId : '', hint ? hintId : ''].filter(Boolean);
  const common = {
    id,
    className: 'a-input',
    value,
    maxLength,
    dir,
    'aria-invalid': error !== undefined,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
  };
  return (
    <div className="ab-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={inputMode}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {hint ? (
        <p id={hintId} className="a-muted ab-field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function CheckField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="ab-check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  error,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  error?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="ab-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="a-input"
        value={value}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? errorId : undefined}
        onChange={(e) => {
          const next = options.find((o) => o.value === e.target.value);
          if (next) onChange(next.value);
        }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A #RRGGBB colour: a colour picker and the same value as text, one label for both. */
export function ColorField({
  label,
  value,
  onChange,
  error,
  warning,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  warning?: string | null;
}) {
  const { t } = useAdminI18n();
  const id = useId();
  const errorId = `${id}-error`;
  const warnId = `${id}-warn`;
  const valid = /^#[0-9a-fA-F]{6}$/.test(value);
  const describedBy = [error !== undefined ? errorId : '', warning ? warnId : ''].filter(Boolean);
  return (
    <div className="ab-field ab-color">
      <label htmlFor={id}>{label}</label>
      <div className="ab-color__row">
        <input
          type="color"
          className="ab-color__swatch"
          value={valid ? value.toLowerCase() : '#000000'}
          aria-label={t('admin.brand.common.pickColour', { label })}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
        />
        <input
          id={id}
          className="a-input"
          value={value}
          dir="ltr"
          spellCheck={false}
          maxLength={7}
          aria-invalid={error !== undefined}
          aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
          onChange={(e) => onChange(e.target.value.trim())}
        />
      </div>
      {warning ? (
        <p id={warnId} className="ab-warn">
          {warning}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
