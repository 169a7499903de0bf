// Quantity 1..max (§5.4: min(100, remaining stock)); the buttons disable at the bounds.
import { useI18n } from '../../i18n';
import { ProductIcon } from './ProductIcon';

export interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
}

export function QuantityStepper({ value, max, onChange }: QuantityStepperProps) {
  const { t } = useI18n();
  return (
    <div className="pp-stepper" role="group" aria-label={t('products.detail.quantity')}>
      <button
        type="button"
        className="pp-stepper__button"
        aria-label={t('products.detail.decrease')}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <ProductIcon name="minus" size={20} />
      </button>
      <output className="pp-stepper__value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="pp-stepper__button"
        aria-label={t('products.detail.increase')}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        <ProductIcon name="plus" size={20} />
      </button>
    </div>
  );
}
