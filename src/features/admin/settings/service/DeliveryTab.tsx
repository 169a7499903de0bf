// Delivery pricing: the price type and its editor (one fixed price; a starting price plus a price
// per km; distance ranges; named districts; areas drawn on the map), the average time, and
// whether orders outside the coverage are taken. The map (Leaflet) loads only when the owner
// opens an area on it.
import { lazy, Suspense, useId, useState } from 'react';
import { DELIVERY_PRICE_TYPES, DeliveryValue } from '../../../../domain/settings-schemas';
import type {
  DeliveryAreaValue,
  DeliverySettingsValue,
} from '../../../../domain/settings-delivery';
import type { Company, LatLng } from '../../../../domain/types';
import { Button } from '../../../../ui/Button';
import { Skeleton } from '../../../../ui/Skeleton';
import { useAdminI18n } from '../../admin-i18n';
import type { SettingsTabProps } from '../tabs';
import { MoneyField } from './MoneyField';
import { FieldError, SaveBar, SectionForm, SectionFrame, errorProps, useSection } from './section';
import type { SectionApi } from './section';
import { parseDecimal } from './money-input';

const AreaMapEditor = lazy(() => import('./AreaMapEditor'));

type Draft = DeliverySettingsValue;
type Errors = Record<string, string>;

const newId = (): string => crypto.randomUUID();

function firstError(errors: Errors, prefix: string): string | undefined {
  return Object.entries(errors).find(
    ([path]) => path === prefix || path.startsWith(`${prefix}.`),
  )?.[1];
}

function Ranges({
  draft,
  company,
  errors,
  set,
}: {
  draft: Draft;
  company: Company;
  errors: Errors;
  set: (change: (d: Draft) => Draft) => void;
}) {
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
            <MoneyField
              label={t('admin.services.delivery.price')}
              value={range.price}
              currency={company.currency}
              error={errors[`ranges.${index}.price`]}
              onChange={(price) => update(index, { price: price ?? 0 })}
            />
            <label className="a-check">
              <input
                type="checkbox"
                checked={range.enabled}
                onChange={(event) => update(index, { enabled: event.target.checked })}
              />
              <span>{t('admin.services.delivery.enabled')}</span>
            </label>
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

function Districts({
  draft,
  company,
  errors,
  set,
}: {
  draft: Draft;
  company: Company;
  errors: Errors;
  set: (change: (d: Draft) => Draft) => void;
}) {
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
            <MoneyField
              label={t('admin.services.delivery.price')}
              value={district.price}
              currency={company.currency}
              error={errors[`districts.${index}.price`]}
              onChange={(price) => update(index, { price: price ?? 0 })}
            />
            <label className="a-check">
              <input
                type="checkbox"
                checked={district.enabled}
                onChange={(event) => update(index, { enabled: event.target.checked })}
              />
              <span>{t('admin.services.delivery.enabled')}</span>
            </label>
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

function AreaPoints({
  area,
  onPoints,
}: {
  area: DeliveryAreaValue;
  onPoints: (points: LatLng[]) => void;
}) {
  const { t, locale } = useAdminI18n();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 5 });
  return (
    <ol className="a-points" aria-label={t('admin.services.delivery.points')}>
      {area.area.map((point, index) => (
        <li key={`${index}-${point.latitude}-${point.longitude}`}>
          <span dir="ltr">
            {number.format(point.latitude)}, {number.format(point.longitude)}
          </span>
          <Button variant="text" onClick={() => onPoints(area.area.filter((_, i) => i !== index))}>
            {t('admin.services.delivery.removePoint', { n: index + 1 })}
          </Button>
        </li>
      ))}
    </ol>
  );
}

function Areas({
  draft,
  company,
  errors,
  set,
}: {
  draft: Draft;
  company: Company;
  errors: Errors;
  set: (change: (d: Draft) => Draft) => void;
}) {
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
            <MoneyField
              label={t('admin.services.delivery.price')}
              value={area.price}
              currency={company.currency}
              error={errors[`areas.${index}.price`]}
              onChange={(price) => update(index, { price: price ?? 0 })}
            />
            <label className="a-check">
              <input
                type="checkbox"
                checked={area.enabled}
                onChange={(event) => update(index, { enabled: event.target.checked })}
              />
              <span>{t('admin.services.delivery.enabled')}</span>
            </label>
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
