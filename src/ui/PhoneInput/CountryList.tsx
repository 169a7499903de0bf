// The phone country listbox: arrow keys, Home/End, Enter to choose, Escape to close, and
// type-to-find by name or dial code that starts over after a short pause (§9 700 ms).
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { PhoneCountry } from './countries';
import { emptyTypeToFind, findCountryIndex, typeToFind } from './phone-logic';

interface Props {
  countries: readonly PhoneCountry[];
  selected: string;
  label: string;
  onChoose: (country: PhoneCountry) => void;
  onDismiss: () => void;
}

export function CountryList({ countries, selected, label, onChoose, onDismiss }: Props) {
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const search = useRef(emptyTypeToFind);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      countries.findIndex((c) => c.iso2 === selected),
    ),
  );

  useEffect(() => {
    listRef.current?.focus();
  }, []);

  useEffect(() => {
    // Scroll the list only: scrollIntoView would also scroll the sheet behind it.
    const list = listRef.current;
    const option = list?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    if (!list || !option) return;
    const top = option.offsetTop;
    const bottom = top + option.offsetHeight;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (bottom > list.scrollTop + list.clientHeight)
      list.scrollTop = bottom - list.clientHeight;
  }, [active]);

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>): void {
    const last = countries.length - 1;
    const move = (index: number) => {
      event.preventDefault();
      setActive(Math.min(last, Math.max(0, index)));
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(active + 1);
      case 'ArrowUp':
        return move(active - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(last);
      case 'Enter':
      case ' ': {
        event.preventDefault();
        const country = countries[active];
        if (country) onChoose(country);
        return;
      }
      case 'Escape':
      case 'Tab':
        // Only the list closes; the checkout sheet behind it stays open.
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
        }
        onDismiss();
        return;
    }
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      search.current = typeToFind(search.current, event.key, Date.now());
      const found = findCountryIndex(countries, search.current.query);
      if (found >= 0) setActive(found);
    }
  }

  return (
    <ul
      ref={listRef}
      id={listId}
      className="c-phone__list"
      role="listbox"
      aria-label={label}
      tabIndex={0}
      aria-activedescendant={`${listId}-${active}`}
      onKeyDown={onKeyDown}
    >
      {countries.map((country, index) => (
        <li
          key={country.iso2}
          id={`${listId}-${index}`}
          data-index={index}
          data-iso2={country.iso2}
          role="option"
          aria-selected={country.iso2 === selected}
          className={
            index === active ? 'c-phone__option c-phone__option--active' : 'c-phone__option'
          }
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(country)}
        >
          <span aria-hidden="true">{country.flag}</span>
          <span className="c-phone__option-name">{country.name}</span>
          <span className="c-phone__option-dial" dir="ltr">
            +{country.dialCode}
          </span>
        </li>
      ))}
    </ul>
  );
}
