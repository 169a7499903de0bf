// Delivery priced by areas drawn on the map: each has a name, a price, a switch, and its shape,
// drawn on the map of one area at a time. The map (Leaflet) loads only when the owner opens an
// area on it.
import { lazy, Suspense, useId, useState } from 'react';
import type { DeliveryAreaValue } from '../../../../../domain/settings-delivery';
import { Button } from '../../../../../ui/Button';
import { Skeleton } from '../../../../../ui/Skeleton';
import { useAdminI18n } from '../../../admin-i18n';
import { FieldError, errorProps } from '../section';
import { AreaPoints } from './AreaPoints';
import { newId } from './list-props';
import type { Errors, ListProps } from './list-props';
import { RowPriceFields } from './RowPriceFields';

const AreaMapEditor = lazy(() => import('../AreaMapEditor'));

function firstError(errors: Errors, prefix: string): string | undefined {
  return Object.entries(errors).find(
    ([path]) => path === prefix || path.startsWith(`${prefix}.`),
  )?.[1];
}

export function Areas({ draft, company, errors, set }: ListProps) {
  const { t } = useAdminI18n();
  const id = useId();
  const [open, setOpen] = useState<number | null>(null);
  const update = (index: number, change: Partial<DeliveryAreaValue>) =>
    set((d) => ({ ...d, areas: d.areas.map((a, i) => (i === index ? { ...a, ...change } : a)) }));
  const centre =
    company.latitude !== null && company.longitude !== null
      ? { latitude: company.latitude, longitude: company.longitude }
      : null;
  const areaName = (area: DeliveryAreaValue, index: number) =>
    area.name ?? t('admin.services.delivery.areaN', { n: index + 1 });
  return (
    <div className="a-rows">
      {draft.areas.map((area, index) => {
        const nameError = errors[`areas.${index}.name`];
        const shapeError = firstError(errors, `areas.${index}.area`);
        return (
          <fieldset key={area.id} className="a-card a-row">
            <legend>{areaName(area, index)}</legend>
            <label className="a-field">
              <span>{t('admin.services.delivery.name')}</span>
              <input
                className="a-input"
                value={area.name ?? ''}
                onChange={(event) => update(index, { name: event.target.value })}
                {...errorProps(`${id}-${index}-n`, nameError)}
              />
              <FieldError id={`${id}-${index}-n`} code={nameError} />
            </label>
            <RowPriceFields
              price={area.price}
              enabled={area.enabled}
              currency={company.currency}
              error={errors[`areas.${index}.price`]}
              onChange={(change) => update(index, change)}
            />
            <p className="a-muted">
              {t('admin.services.delivery.pointCount', { count: area.area.length })}
            </p>
            <FieldError id={`${id}-${index}-s`} code={shapeError} />
            <div className="a-row__actions">
              <Button
                variant="secondary"
                aria-expanded={open === index}
                onClick={() => setOpen(open === index ? null : index)}
              >
                {open === index
                  ? t('admin.services.delivery.closeMap')
                  : t('admin.services.delivery.drawOnMap', { name: areaName(area, index) })}
              </Button>
              <Button
                variant="text"
                onClick={() => {
                  setOpen(null);
                  set((d) => ({ ...d, areas: d.areas.filter((_, i) => i !== index) }));
                }}
              >
                {t('admin.services.delivery.remove', { name: areaName(area, index) })}
              </Button>
            </div>
            {open === index ? (
              <div className="a-area-editor">
                <p className="a-muted">{t('admin.services.delivery.mapHelp')}</p>
                <Suspense fallback={<Skeleton height={320} />}>
                  <AreaMapEditor
                    label={t('admin.services.delivery.mapLabel', { name: areaName(area, index) })}
                    pointTitle={(n) => t('admin.services.delivery.pointN', { n })}
                    centre={centre}
                    areas={draft.areas}
                    selected={index}
                    onPoints={(points) => update(index, { area: points })}
                  />
                </Suspense>
                <AreaPoints area={area} onPoints={(points) => update(index, { area: points })} />
              </div>
            ) : null}
          </fieldset>
        );
      })}
      <Button
        variant="secondary"
        onClick={() => {
          setOpen(draft.areas.length);
          set((d) => ({
            ...d,
            areas: [...d.areas, { id: newId(), name: null, enabled: true, price: 0, area: [] }],
          }));
        }}
      >
        {t('admin.services.delivery.addArea')}
      </Button>
    </div>
  );
}
