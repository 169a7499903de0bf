// §2.4 search field; filtering happens in the page from the prebuilt index. Its one clear
// button is ours: the browser's own × of type=search is hidden in products.css.
import { useId, useRef } from 'react';
import { useI18n } from '../../i18n';
import { Icon } from '../../ui';
import { ProductIcon } from './ProductIcon';

export function SearchField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useI18n();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className="pp-search" role="search">
      <label htmlFor={id} className="c-visually-hidden">
        {t('products.search.label')}
      </label>
      <ProductIcon name="search" size={20} />
      <input
        ref={inputRef}
        id={id}
        className="pp-search__input"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={t('products.search.placeholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {value ? (
        <button
          type="button"
          className="pp-search__clear"
          aria-label={t('products.search.clear')}
          onClick={() => {
            onChange('');
            // The button goes away with the text: focus stays in the field, not lost.
            inputRef.current?.focus();
          }}
        >
          <Icon name="close" size={18} />
        </button>
      ) : null}
    </div>
  );
}
