// A radio list of payment methods with their icons.
import type { PaymentMethod } from '../../../domain/types';
import { useI18n } from '../../../i18n';
import { MethodIcon } from './MethodIcon';
import { methodIcon, methodLabel } from './payment-labels';

interface Props {
  methods: readonly PaymentMethod[];
  selectedId: string | null;
  disabled: boolean;
  invalid?: boolean;
  onSelect: (id: string) => void;
}

export function PaymentMethodList({ methods, selectedId, disabled, invalid, onSelect }: Props) {
  const { t } = useI18n();
  return (
    <div
      className="cs-methods"
      role="radiogroup"
      aria-label={t('summary.payment.title')}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={invalid ? 'cs-pay-error' : undefined}
      tabIndex={invalid ? -1 : undefined}
    >
      {methods.map((method) => (
        <label key={method.id} className="cs-method" data-method={method.code}>
          <input
            type="radio"
            name="payment_method_id"
            value={method.id}
            checked={selectedId === method.id}
            disabled={disabled}
            onChange={() => onSelect(method.id)}
          />
          <MethodIcon kind={methodIcon(method)} />
          <span>{methodLabel(method, t)}</span>
        </label>
      ))}
    </div>
  );
}
