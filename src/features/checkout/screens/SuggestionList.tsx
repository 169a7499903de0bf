// The §2.10 suggestion list as an ARIA listbox owned by the search combobox: the input keeps
// focus and arrow keys move the active option; a click or Enter chooses. The last item carries
// 'powered by {provider}'.
import type { AddressSuggestion } from '../../../domain/address-search';
import { useI18n } from '../../../i18n';

export interface SuggestionListProps {
  id: string;
  label: string;
  suggestions: readonly AddressSuggestion[];
  provider: string | null;
  active: number;
  onPick: (index: number) => void;
}

export function SuggestionList(props: SuggestionListProps) {
  const { t } = useI18n();
  const last = props.suggestions.length - 1;
  return (
    <ul id={props.id} role="listbox" aria-label={props.label} className="ck-suggestions">
      {props.suggestions.map((s, index) => (
        <li
          key={`${s.place_id ?? ''}|${s.text}|${index}`}
          id={`${props.id}-${index}`}
          role="option"
          aria-selected={index === props.active}
          className={
            index === props.active ? 'ck-suggestion ck-suggestion--active' : 'ck-suggestion'
          }
          // Keep focus in the input: the click still chooses.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => props.onPick(index)}
        >
          <span className="ck-suggestion__text">{s.text}</span>
          {index === last && props.provider ? (
            <span className="ck-suggestion__powered">
              {t('address.search.poweredBy', { provider: props.provider })}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
