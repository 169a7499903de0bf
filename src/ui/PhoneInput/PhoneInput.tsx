// §2.10 phone field: a country picker with flags and search, the '+dialcode' prefix, national
// format as you type, 52 px high (§9). A number typed or pasted with its calling code ('+44 …',
// '0044 …') switches the country. The value is §3's phone value; validation belongs to the form.
import { useId, useMemo, useRef, useState } from 'react';
import type { ChangeEvent, ClipboardEvent } from 'react';
import { LAYOUT, LIMITS } from '../../domain/constants';
import { isInternationalInput } from '../../domain/phone';
import { phoneCountries } from './countries';
import type { PhoneCountry } from './countries';
import { preferredCountries } from './country-search';
import { CountryPicker } from './CountryPicker';
import type { CountryPickerLabels, PickerExit } from './CountryPicker';
import { defaultCountry, phoneValue, readEdit } from './phone-logic';
import type { PhoneEdit, PhoneValue } from './phone-logic';
import './phone-input.css';

export type { PhoneValue } from './phone-logic';

export interface PhoneInputProps {
  value: PhoneValue | null;
  onChange: (value: PhoneValue) => void;
  onBlur?: () => void;
  label: string;
  /** Accessible name of the country button and list. */
  countryLabel: string;
  /** The picker's search field, its group titles and its 'nothing found' line. */
  pickerLabels: Omit<CountryPickerLabels, 'list'>;
  companyCountry: string | null;
  locale: string;
  error?: string | null;
  id?: string;
  name?: string;
  height?: number;
}

const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : navigator.languages;

export function PhoneInput(props: PhoneInputProps) {
  const { value, onChange, locale } = props;
  const ownId = useId();
  const inputId = props.id ?? ownId;
  const errorId = `${inputId}-error`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  // Said politely when typing or pasting a calling code changes the country.
  const [announcement, setAnnouncement] = useState('');
  const countries = useMemo(() => phoneCountries(locale), [locale]);
  const { companyCountry } = props;
  // Read when the picker opens: the browser's languages exist only in the browser.
  const preferred = useMemo(
    () => (open ? preferredCountries(countries, companyCountry, locale, browserLanguages()) : []),
    [open, countries, companyCountry, locale],
  );
  const iso2 = defaultCountry(value?.countryCode, companyCountry);
  const country = countries.find((c) => c.iso2 === iso2) ?? countries[0];
  if (!country) return null;
  const digits = value?.number ?? '';
  const display = phoneValue(digits, country).formattedNumber;
  const countryName = (c: PhoneCountry) => `${props.countryLabel}: ${c.name} +${c.dialCode}`;

  function apply(edit: PhoneEdit): void {
    const next = countries.find((c) => c.iso2 === edit.iso2) ?? country;
    if (!next) return;
    if (next.iso2 !== country?.iso2) setAnnouncement(countryName(next));
    // §5.1 caps the field at 25 characters, as the input's maxLength does for typing: a pasted
    // number is held to the same cap (the server refuses more, validation-api.ts).
    onChange(phoneValue(edit.number.slice(0, LIMITS.phoneMax), next));
  }

  function onInput(event: ChangeEvent<HTMLInputElement>): void {
    if (country) apply(readEdit(display, event.target.value, country.iso2));
  }

  /** A pasted number with its calling code replaces the field, whatever was in it. */
  function onPaste(event: ClipboardEvent<HTMLInputElement>): void {
    const text = event.clipboardData?.getData('text') ?? '';
    if (!country || !isInternationalInput(text)) return;
    event.preventDefault();
    apply(readEdit('', text, country.iso2));
  }

  function choose(next: PhoneCountry): void {
    setOpen(false);
    setAnnouncement(countryName(next));
    // Reformatting for the new country drops the Brazilian parentheses (§5.1).
    onChange(phoneValue(digits.startsWith('+') ? '' : digits, next));
    inputRef.current?.focus();
  }

  function exit(how: PickerExit): void {
    setOpen(false);
    if (how === 'escape' || how === 'shift-tab') buttonRef.current?.focus();
    if (how === 'tab') inputRef.current?.focus();
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
          aria-label={countryName(country)}
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
          ref={inputRef}
          id={inputId}
          name={props.name}
          className="c-phone__input"
          type="tel"
          inputMode="tel"
          dir="ltr"
          autoComplete="tel"
          maxLength={LIMITS.phoneMax}
          value={display}
          onChange={onInput}
          onPaste={onPaste}
          onBlur={props.onBlur}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
        />
      </div>
      {open ? (
        <CountryPicker
          countries={countries}
          preferred={preferred}
          selected={country.iso2}
          labels={{ list: props.countryLabel, ...props.pickerLabels }}
          openerRef={buttonRef}
          onChoose={choose}
          onExit={exit}
        />
      ) : null}
      <span className="c-visually-hidden" aria-live="polite">
        {announcement}
      </span>
      {props.error ? (
        <p id={errorId} className="c-field__error" role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
