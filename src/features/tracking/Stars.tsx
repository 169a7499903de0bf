// Five stars: a native radio group when editable (arrow keys work, each star is named), an
// image with a text alternative when read-only.
import { useId } from 'react';
import { useI18n } from '../../i18n';
import { Icon } from '../../ui/Icon';

const VALUES = [1, 2, 3, 4, 5] as const;

export function Stars({
  value,
  onChange,
  legend,
}: {
  value: number;
  onChange?: (value: number) => void;
  legend?: string;
}) {
  const { t } = useI18n();
  const name = useId();
  if (!onChange) {
    return (
      <p className="c-stars" role="img" aria-label={t('tracking.rating.stars', { n: value })}>
        {VALUES.map((n) => (
          <span key={n} className={n <= value ? 'c-stars__on' : 'c-stars__off'}>
            <Icon name="star" />
          </span>
        ))}
      </p>
    );
  }
  return (
    <fieldset className="c-stars c-stars--input">
      <legend>{legend}</legend>
      {VALUES.map((n) => (
        <label key={n} className={n <= value ? 'c-stars__on' : 'c-stars__off'}>
          <input
            type="radio"
            name={name}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            className="c-visually-hidden"
          />
          <Icon name="star" size={32} />
          <span className="c-visually-hidden">{t('tracking.rating.stars', { n })}</span>
        </label>
      ))}
    </fieldset>
  );
}
