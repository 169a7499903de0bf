// The price and the on/off switch that every row of a delivery price list has (a range, a
// district, an area), written once for the three lists.
import type { Currency } from '../../../../../domain/types';
import { useAdminI18n } from '../../../admin-i18n';
import { MoneyField } from '../MoneyField';

export function RowPriceFields({
  price,
  enabled,
  currency,
  error,
  onChange,
}: {
  price: number;
  enabled: boolean;
  currency: Currency;
  error: string | undefined;
  onChange: (change: { price?: number; enabled?: boolean }) => void;
}) {
  const { t } = useAdminI18n();
  return (
    <>
      <MoneyField
        label={t('admin.services.delivery.price')}
        value={price}
        currency={currency}
        error={error}
        onChange={(next) => onChange({ price: next ?? 0 })}
      />
      <label className="a-check">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(event) => onChange({ enabled: event.target.checked })}
        />
        <span>{t('admin.services.delivery.enabled')}</span>
      </label>
    </>
  );
}
