// §5.6 variant choice as radios; in a read-only menu the same list shows prices only.
import { formatMoney } from '../../domain/money';
import { displayedPrice } from '../../domain/pricing';
import type { Currency, ProductVariant } from '../../domain/types';
import { useI18n } from '../../i18n';

export interface VariantPickerProps {
  name: string;
  variants: ProductVariant[];
  value: string | null;
  currency: Currency;
  readonly: boolean;
  onChange: (variantId: string) => void;
}

export function VariantPicker(props: VariantPickerProps) {
  const { t } = useI18n();
  const { variants, currency } = props;
  // A single unnamed variant is the product itself: nothing to choose.
  if (variants.length < 2 && !variants[0]?.name) return null;
  const label = (v: ProductVariant) => v.name ?? t('products.detail.standard');
  if (props.readonly) {
    return (
      <section className="pp-group">
        <h3 className="pp-group__title">{t('products.detail.variants')}</h3>
        <ul className="pp-options">
          {variants.map((v) => (
            <li key={v.id} className="pp-option pp-option--static">
              <span>{label(v)}</span>
              <span>{formatMoney(displayedPrice(v), currency)}</span>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <fieldset className="pp-group">
      <legend className="pp-group__title">{t('products.detail.variants')}</legend>
      <div className="pp-options">
        {variants.map((v) => (
          <label key={v.id} className="pp-option">
            <input
              type="radio"
              name={props.name}
              value={v.id}
              checked={props.value === v.id}
              onChange={() => props.onChange(v.id)}
            />
            <span className="pp-option__name">{label(v)}</span>
            <span className="pp-option__price">{formatMoney(displayedPrice(v), currency)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
