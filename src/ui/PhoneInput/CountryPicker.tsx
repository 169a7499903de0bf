// The phone country picker: a search field that filters the list as you type ('Bra', 'br',
// '+55'), the preferred countries first, and the combobox keyboard: arrows and Page keys move,
// Enter chooses, Escape closes, Tab leaves. Flags are decorative; each option reads as its name
// and dial code.
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import type { PhoneCountry } from './countries';
import { countrySections } from './country-search';

export interface CountryPickerLabels {
  /** The list's name ('Country'). */
  list: string;
  search: string;
  suggested: string;
  all: string;
  none: string;
}

export type PickerExit = 'escape' | 'tab' | 'shift-tab' | 'outside';

interface Props {
  countries: readonly PhoneCountry[];
  preferred: readonly string[];
  selected: string;
  labels: CountryPickerLabels;
  /** The country button: clicks on it toggle the picker, so they do not count as outside. */
  openerRef: RefObject<HTMLElement | null>;
  onChoose: (country: PhoneCountry) => void;
  onExit: (how: PickerExit) => void;
}

const PAGE = 8;

export function CountryPicker({
  countries,
  preferred,
  selected,
  labels,
  openerRef,
  ...props
}: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const panelRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const sections = useMemo(
    () => countrySections(countries, preferred, query),
    [countries, preferred, query],
  );
  const flat = useMemo(() => sections.flatMap((s) => s.countries), [sections]);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      flat.findIndex((c) => c.iso2 === selected),
    ),
  );
  const current = flat[Math.min(active, flat.length - 1)];
  const optionId = (iso2: string) => `${id}-${iso2}`;
  const grouped = sections.length > 1;

  useEffect(() => {
    searchRef.current?.focus();
  }, []);

  // A press anywhere else closes the picker (focus goes where the press puts it).
  const exitRef = useRef(props.onExit);
  useLayoutEffect(() => {
    exitRef.current = props.onExit;
  });
  useEffect(() => {
    function onPointerDown(event: PointerEvent): void {
      const target = event.target as Node | null;
      if (!target || panelRef.current?.contains(target) || openerRef.current?.contains(target))
        return;
      exitRef.current('outside');
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openerRef]);

  useEffect(() => {
    // Scroll the list only: scrollIntoView would also scroll the sheet behind it.
    const list = listRef.current;
    const option = current ? document.getElementById(`${id}-${current.iso2}`) : null;
    if (!list || !option) return;
    const top = option.offsetTop;
    const bottom = top + option.offsetHeight;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (bottom > list.scrollTop + list.clientHeight)
      list.scrollTop = bottom - list.clientHeight;
  }, [current, id]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    const last = flat.length - 1;
    const move = (index: number) => {
      event.preventDefault();
      setActive(Math.min(last, Math.max(0, index)));
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(active + 1);
      case 'ArrowUp':
        return move(active - 1);
      case 'PageDown':
        return move(active + PAGE);
      case 'PageUp':
        return move(active - PAGE);
      case 'Enter':
        // Never submits the form around it.
        event.preventDefault();
        if (current) props.onChoose(current);
        return;
      case 'Escape':
        // Only the picker closes; the checkout sheet behind it stays open.
        event.preventDefault();
        event.stopPropagation();
        return props.onExit('escape');
      case 'Tab':
        event.preventDefault();
        event.stopPropagation();
        return props.onExit(event.shiftKey ? 'shift-tab' : 'tab');
    }
  }

  const option = (country: PhoneCountry) => (
    <div
      key={country.iso2}
      id={optionId(country.iso2)}
      data-iso2={country.iso2}
      role="option"
      aria-selected={country.iso2 === selected}
      className={
        country === current ? 'c-phone__option c-phone__option--active' : 'c-phone__option'
      }
      // Keeps focus in the search field, so the picker stays open under the pointer.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => props.onChoose(country)}
    >
      <span className="c-phone__flag" aria-hidden="true">
        {country.flag}
      </span>
      <span className="c-phone__option-name">{country.name}</span>
      <span className="c-phone__option-dial" dir="ltr">
        +{country.dialCode}
      </span>
    </div>
  );

  return (
    <div ref={panelRef} className="c-phone__picker">
      <input
        ref={searchRef}
        className="c-phone__search"
        type="text"
        role="combobox"
        aria-label={labels.search}
        placeholder={labels.search}
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={current ? optionId(current.iso2) : undefined}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="done"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <div
        ref={listRef}
        id={listId}
        className="c-phone__list"
        role="listbox"
        aria-label={labels.list}
        hidden={flat.length === 0}
      >
        {grouped
          ? sections.map((section) => (
              <div
                key={section.kind}
                role="group"
                aria-labelledby={`${id}-${section.kind}`}
                className="c-phone__group"
              >
                <div id={`${id}-${section.kind}`} className="c-phone__group-title">
                  {section.kind === 'suggested' ? labels.suggested : labels.all}
                </div>
                {section.countries.map(option)}
              </div>
            ))
          : flat.map(option)}
      </div>
      <p className="c-phone__none" role="status">
        {flat.length === 0 ? labels.none : ''}
      </p>
    </div>
  );
}
