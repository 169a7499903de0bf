// The store's pin in the address tab: its latitude and longitude as two fields (the keyboard's
// way, and a pin copied from any map), the map to place it by a click or a drag (LocationPicker,
// loaded only when opened), and a button that removes it. The address schema checks the pair:
// both or neither, each on the globe (src/domain/settings-address.ts).
import { lazy, Suspense, useId, useState } from 'react';
import type { LatLng } from '../../../../domain/types';
import { Button } from '../../../../ui/Button';
import { Skeleton } from '../../../../ui/Skeleton';
import { useAdminI18n } from '../../admin-i18n';
import { AddressField } from './AddressField';

const LocationPicker = lazy(() => import('./LocationPicker'));

/** The two fields as typed. */
export interface PinTexts {
  latitude: string;
  longitude: string;
}

type Axis = keyof PinTexts;

/** Each field's range, and the example its hint gives. */
const AXES: Record<Axis, { min: number; max: number; example: number }> = {
  latitude: { min: -90, max: 90, example: 40.7128 },
  longitude: { min: -180, max: 180, example: -74.006 },
};

/** Six decimals: about 11 cm, finer than any pin needs. */
const DECIMALS = 6;

export const coordinateText = (value: number | null): string =>
  value === null ? '' : String(Number(value.toFixed(DECIMALS)));

/** Blank is no coordinate; a decimal comma is read as a point; anything else is NaN (refused). */
function coordinateOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^[-+]?\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

export function pinFromTexts(texts: PinTexts): {
  latitude: number | null;
  longitude: number | null;
} {
  return { latitude: coordinateOf(texts.latitude), longitude: coordinateOf(texts.longitude) };
}

export function LocationFields({
  texts,
  errors,
  onChange,
}: {
  texts: PinTexts;
  errors: Partial<Record<Axis, string>>;
  onChange: (texts: PinTexts) => void;
}) {
  const { t } = useAdminI18n();
  const [mapOpen, setMapOpen] = useState(false);
  const headingId = useId();
  const { latitude, longitude } = pinFromTexts(texts);
  const pin: LatLng | null =
    latitude !== null && longitude !== null && Number.isFinite(latitude + longitude)
      ? { latitude, longitude }
      : null;
  const field = (axis: Axis) => (
    <AddressField
      field={axis}
      label={t(`admin.services.address.${axis}`)}
      hint={t(`admin.services.address.${axis}Hint`, AXES[axis])}
      value={texts[axis]}
      error={errors[axis]}
      onChange={(value) => onChange({ ...texts, [axis]: value })}
      input={{ inputMode: 'decimal', dir: 'ltr' }}
    />
  );
  return (
    <section className="a-address__location" aria-labelledby={headingId}>
      <h3 id={headingId} className="a-address__label">
        {t('admin.services.address.location')}
      </h3>
      <p className="a-muted">{t('admin.services.address.locationHint')}</p>
      <div className="a-address__place">
        {field('latitude')}
        {field('longitude')}
      </div>
      <div className="a-address__actions">
        <Button variant="secondary" aria-expanded={mapOpen} onClick={() => setMapOpen(!mapOpen)}>
          {mapOpen ? t('admin.services.address.closeMap') : t('admin.services.address.openMap')}
        </Button>
        {texts.latitude !== '' || texts.longitude !== '' ? (
          <Button variant="text" onClick={() => onChange({ latitude: '', longitude: '' })}>
            {t('admin.services.address.removePin')}
          </Button>
        ) : null}
      </div>
      {mapOpen ? (
        <Suspense fallback={<Skeleton height={320} />}>
          <LocationPicker
            label={t('admin.services.address.mapLabel')}
            pinTitle={t('admin.services.address.pinTitle')}
            pin={pin}
            onPin={(next) =>
              onChange({
                latitude: coordinateText(next.latitude),
                longitude: coordinateText(next.longitude),
              })
            }
          />
        </Suspense>
      ) : null}
    </section>
  );
}
