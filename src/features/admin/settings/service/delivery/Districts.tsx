// Delivery priced by named districts: each has a name, a price, and can be switched off.
import { useId } from 'react';
import { Button } from '../../../../../ui/Button';
import { useAdminI18n } from '../../../admin-i18n';
import { FieldError, errorProps } from '../section';
import { newId } from './list-props';
import type { Draft, ListProps } from './list-props';
import { RowPriceFields } from './RowPriceFields';

export function Districts({ draft, company, errors, set }: ListProps) {
  const { t } = useAdminI18n();
  const id = useId();
  const update = (index: number, change: Partial<Draft['districts'][number]>) =>
    set((d) => ({
      ...d,
      districts: d.districts.map((r, i) => (i === index ? { ...r, ...change } : r)),
    }));
  return (
    <div className="a-rows">
      {draft.districts.map((district, index) => {
        const nameError = errors[`districts.${index}.name`];
        return (
          <fieldset key={district.id} className="a-card a-row">
            <legend>
              {district.name || t('admin.services.delivery.districtN', { n: index + 1 })}
            </legend>
            <label className="a-field">
              <span>{t('admin.services.delivery.name')}</span>
              <input
                className="a-input"
                value={district.name}
                onChange={(event) => update(index, { name: event.target.value })}
                {...errorProps(`${id}-${index}`, nameError)}
              />
              <FieldError id={`${id}-${index}`} code={nameError} />
            </label>
            <RowPriceFields
              price={district.price}
              enabled={district.enabled}
              currency={company.currency}
              error={errors[`districts.${index}.price`]}
              onChange={(change) => update(index, change)}
            />
            <Button
              variant="text"
              onClick={() =>
                set((d) => ({ ...d, districts: d.districts.filter((_, i) => i !== index) }))
              }
            >
              {t('admin.services.delivery.remove', {
                name: district.name || t('admin.services.delivery.districtN', { n: index + 1 }),
              })}
            </Button>
          </fieldset>
        );
      })}
      <Button
        variant="secondary"
        onClick={() =>
          set((d) => ({
            ...d,
            districts: [...d.districts, { id: newId(), name: '', enabled: true, price: 0 }],
          }))
        }
      >
        {t('admin.services.delivery.addDistrict')}
      </Button>
    </div>
  );
}
