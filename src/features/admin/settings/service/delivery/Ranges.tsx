// Delivery priced by distance ranges: each range up to a distance has its price and can be
// switched off; a new range starts 1 unit past the last one. Distances are typed in the unit of
// the company's country (miles in the US …) and stored in km (src/domain/distance-units.ts).
import { useId } from 'react';
import {
  distanceFieldValue,
  distanceUnitFor,
  kmToUnit,
  unitToKm,
} from '../../../../../domain/distance-units';
import { Button } from '../../../../../ui/Button';
import { useAdminI18n } from '../../../admin-i18n';
import { parseDecimal } from '../money-input';
import { FieldError, errorProps } from '../section';
import type { Draft, ListProps } from './list-props';
import { RowPriceFields } from './RowPriceFields';

export function Ranges({ draft, company, errors, set }: ListProps) {
  const { t } = useAdminI18n();
  const id = useId();
  const unit = distanceUnitFor(company.country?.country_code);
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
              <span>
                {t(
                  unit === 'mi'
                    ? 'admin.services.delivery.upToMiles'
                    : 'admin.services.delivery.upToKm',
                )}
              </span>
              <input
                className="a-input"
                inputMode="decimal"
                defaultValue={distanceFieldValue(range.max, unit)}
                onChange={(event) => {
                  const typed = parseDecimal(event.target.value);
                  update(index, { max: typed === null ? Number.NaN : unitToKm(typed, unit) });
                }}
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
              {
                enabled: true,
                max: unitToKm(kmToUnit(d.ranges.at(-1)?.max ?? 0, unit) + 1, unit),
                price: 0,
              },
            ],
          }))
        }
      >
        {t('admin.services.delivery.addRange')}
      </Button>
    </div>
  );
}
