// Delivery pricing: the price type and its editor (one fixed price; a starting price plus a price
// per km; distance ranges; named districts; areas drawn on the map), the average time, and
// whether orders outside the coverage are taken. The editors of the three price lists live in
// delivery/.
import { useId, useState } from 'react';
import { DELIVERY_PRICE_TYPES, DeliveryValue } from '../../../../domain/settings-schemas';
import type { Company } from '../../../../domain/types';
import { useAdminI18n } from '../../admin-i18n';
import type { SettingsTabProps } from '../tabs';
import { Areas } from './delivery/Areas';
import { Districts } from './delivery/Districts';
import type { Draft } from './delivery/list-props';
import { Ranges } from './delivery/Ranges';
import { MoneyField } from './MoneyField';
import { FieldError, SaveBar, SectionForm, SectionFrame, errorProps, useSection } from './section';
import type { SectionApi } from './section';

function DeliveryForm({
  initial,
  api,
  company,
}: {
  initial: Draft;
  api: SectionApi<'delivery'>;
  company: Company;
}) {
  const { t } = useAdminI18n();
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const errors = api.errors;
  const listError =
    draft.type === 'ranges' || draft.type === 'districts' || draft.type === 'areas'
      ? errors[draft.type]
      : undefined;
  return (
    <SectionForm onSubmit={() => void api.save(draft, DeliveryValue)}>
      <fieldset className="a-card">
        <legend>{t('admin.services.delivery.type')}</legend>
        <div className="a-radios">
          {DELIVERY_PRICE_TYPES.map((type) => (
            <label key={type} className="a-check">
              <input
                type="radio"
                name={`${id}-type`}
                value={type}
                checked={draft.type === type}
                onChange={() => setDraft((d) => ({ ...d, type }))}
              />
              <span>{t(`admin.services.delivery.types.${type}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {draft.type === 'fixed' ? (
        <MoneyField
          label={t('admin.services.delivery.fixedPrice')}
          value={draft.fixed_price}
          currency={company.currency}
          error={errors.fixed_price}
          onChange={(price) => setDraft((d) => ({ ...d, fixed_price: price ?? 0 }))}
        />
      ) : null}
      {draft.type === 'distance' ? (
        <div className="a-card">
          <MoneyField
            label={t('admin.services.delivery.startingPrice')}
            value={draft.distance.starting_price}
            currency={company.currency}
            error={errors['distance.starting_price']}
            onChange={(price) =>
              setDraft((d) => ({ ...d, distance: { ...d.distance, starting_price: price ?? 0 } }))
            }
          />
          <MoneyField
            label={t('admin.services.delivery.pricePerKm')}
            value={draft.distance.price_per_km}
            currency={company.currency}
            error={errors['distance.price_per_km']}
            onChange={(price) =>
              setDraft((d) => ({ ...d, distance: { ...d.distance, price_per_km: price ?? 0 } }))
            }
          />
        </div>
      ) : null}
      {draft.type === 'ranges' ? (
        <Ranges draft={draft} company={company} errors={errors} set={setDraft} />
      ) : null}
      {draft.type === 'districts' ? (
        <Districts draft={draft} company={company} errors={errors} set={setDraft} />
      ) : null}
      {draft.type === 'areas' ? (
        <Areas draft={draft} company={company} errors={errors} set={setDraft} />
      ) : null}
      {draft.type === 'to_be_defined' ? (
        <p className="a-muted">{t('admin.services.delivery.toBeDefinedHint')}</p>
      ) : null}
      <FieldError id={`${id}-list`} code={listError} />
      <label className="a-field">
        <span>{t('admin.services.delivery.averageTime')}</span>
        <input
          className="a-input"
          value={draft.average_time}
          onChange={(event) => setDraft((d) => ({ ...d, average_time: event.target.value }))}
          {...errorProps(`${id}-avg`, errors.average_time)}
        />
        <span className="a-muted">{t('admin.services.delivery.averageTimeHint')}</span>
        <FieldError id={`${id}-avg`} code={errors.average_time} />
      </label>
      <label className="a-check">
        <input
          type="checkbox"
          checked={draft.receives_orders_outside_delivery_range}
          onChange={(event) =>
            setDraft((d) => ({
              ...d,
              receives_orders_outside_delivery_range: event.target.checked,
            }))
          }
        />
        <span>{t('admin.services.delivery.outside')}</span>
      </label>
      <SaveBar api={api} />
    </SectionForm>
  );
}

export function DeliveryTab({ company, onUnauthorized }: SettingsTabProps) {
  const { t } = useAdminI18n();
  const api = useSection('delivery', onUnauthorized);
  return (
    <SectionFrame api={api} title={t('admin.services.delivery.title')}>
      {(value) => <DeliveryForm initial={value} api={api} company={company} />}
    </SectionFrame>
  );
}
