// §2.10 phone field: a country selector with flags, the '+dialcode' prefix, national format as
// you type, 52 px high (§9). The value is §3's phone value; validation belongs to the form.
import { useId, useMemo, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { LAYOUT } from '../../domain/constants';
import { phoneCountries } from './countries';
import type { PhoneCountry } from './countries';
import { CountryList } from './CountryList';
import { defaultCountry, editedDigits, phoneValue } from './phone-logic';
import type { PhoneValue } from './phone-logic';
import './phone-input.css';

export type { PhoneValue } from './phone-logic';

export interface PhoneInputProps {
  value: PhoneValue | null;
  onChange: (value: PhoneValue) => void;
  onBlur?: () => void;
  label: string;
  /** Accessible name of the country button and list. */
  countryLabel: string;
  companyCountry: string | null;
  locale: string;
  error?: string | null;
  id?: string;
  name?: string;
  height?: number;
}

export function PhoneInput(props: PhoneInputProps) {
  const { value, onChange, locale } = props;
  const ownId = useId();
  const inputId = props.id ?? ownId;
  const errorId = `${inputId}-error`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const countries = useMemo(() => phoneCountries(locale), [locale]);
  const iso2 = defaultCountry(value?.countryCode, props.companyCountry);
  const country = countries.find((c) => c.iso2 === iso2) ?? countries[0];
  if (!country) return null;
  const digits = value?.number ?? '';
  const display = phoneValue(digits, country).formattedNumber;

  function onInput(event: ChangeEvent<HTMLInputElement>): void {
    if (!country) return;
    onChange(phoneValue(editedDigits(display, event.target.value), country));
  }

  function choose(next: PhoneCountry): void {
    setOpen(false);
    // Reformatting for the new country drops the Brazilian parentheses (§5.1).
    onChange(phoneValue(digits, next));
    buttonRef.current?.focus();
  }

  return (
    <div className="c-phone">
      <label className="c-field__label" htmlFor={inputId}>
        {props.label}
      </label>
      <div
        className={props.error ? 'c-phone__box c-phone__box--error' : 'c-phone__box'}
        style={{ blockSize: `${props.height ?? LAYOUT.phoneInputHeight}px` }}
        dir="ltr"
      >
        <button
          ref={buttonRef}
          type="button"
          className="c-phone__country"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-label={`${props.countryLabel}: ${country.name} +${country.dialCode}`}
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden="true">{country.flag}</span>
          <span aria-hidden="true" className="c-phone__caret">
            ▾
          </span>
        </button>
        <span className="c-phone__prefix" aria-hidden="true">
          +{country.dialCode}
        </span>
        <input
          id={inputId}
          name={props.name}
          className="c-phone__input"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={display}
          onChange={onInput}
          onBlur={props.onBlur}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
        />
      </div>
      {open ? (
        <CountryList
          countries={countries}
          selected={country.iso2}
          label={props.countryLabel}
          onChoose={choose}
          onDismiss={() => {
            setOpen(false);
            buttonRef.current?.focus();
          }}
        />
      ) : null}
      {props.error ? (
        <p id={errorId} className="c-field__error" role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
