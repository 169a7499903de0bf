// Delivery priced by distance ranges: each range up to a number of km has its price and can be
// switched off; a new range starts 1 km past the last one.
import { useId } from 'react';
import { Button } from '../../../../../ui/Button';
import { useAdminI18n } from '../../../admin-i18n';
import { parseDecimal } from '../money-input';
import { FieldError, errorProps } from '../section';
import type { Draft, ListProps } from './list-props';
import { RowPriceFields } from './RowPriceFields';

export function Ranges({ draft, company, errors, set }: ListProps) {
  const { t } = useAdminI18n();
  const id = useId();
  const update = (index: number, change: Partial<Draft['ranges'][number]>) =>
    set((d) => ({ ...d, ranges: d.ranges.map((r, i) => (i === index ? { ...r, ...change } : r)) }));
  return (
    <div className="a-rows">
      {draft.ranges.map((range, index) => {
        const kmError = errors[`ranges.${index}.max`];
        return (
          <fieldset key={`${index}-${draft.ranges.length}`} className="a-card a-row">
            <legend>{t('admin.services.delivery.rangeN', { n: index + 1 })}</legend>
            <label className="a-field">
              <span>{t('admin.services.delivery.upToKm')}</span>
              <input
                className="a-input"
                inputMode="decimal"
                defaultValue={String(range.max)}
                onChange={(event) =>
                  update(index, { max: parseDecimal(event.target.value) ?? Number.NaN })
                }
                {...errorProps(`${id}-${index}`, kmError)}
              />
              <FieldError id={`${id}-${index}`} code={kmError} />
            </label>
            <RowPriceFields
              price={range.price}
              enabled={range.enabled}
              currency={company.currency}
              error={errors[`ranges.${index}.price`]}
              onChange={(change) => update(index, change)}
            />
            <Button
              variant="text"
              onClick={() => set((d) => ({ ...d, ranges: d.ranges.filter((_, i) => i !== index) }))}
            >
              {t('admin.services.delivery.removeRange', { n: index + 1 })}
            </Button>
          </fieldset>
        );
      })}
      <Button
        variant="secondary"
        onClick={() =>
          set((d) => ({
            ...d,
            ranges: [
              ...d.ranges,
              { enabled: true, max: (d.ranges.at(-1)?.max ?? 0) + 1, price: 0 },
            ],
          }))
        }
      >
        {t('admin.services.delivery.addRange')}
      </Button>
    </div>
  );
}
