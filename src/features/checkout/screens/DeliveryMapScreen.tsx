// CHECKOUT_STEP_DELIVERY_MAP (§2.10): the map with a fixed centre pin over the coverage polygons
// and range circle (zoom 13), the reverse-geocoded address (read only), the number, the §5.1
// 20 m pin rule, and 'continue with your order' saving the map place (§4.4).
import { useId, useMemo, useState } from 'react';
import { mapScreenSchema } from '../../../domain/validation-forms';
import { mapSubmitEnabled } from '../../../domain/validation-submit';
import { LIMITS, MAP } from '../../../domain/constants';
import { coverageMapView } from '../../company-info/coverage-map';
import { useI18n } from '../../../i18n';
import { useApp } from '../../../state/app';
import { useCheckout } from '../../../state/checkout';
import {
  closeActivateLocation,
  companyPoint,
  moveMapCentre,
  submitMapPin,
  useMapPin,
} from '../../../state/checkout/map';
import { Button } from '../../../ui/Button';
import { LazyMapView } from '../../../ui/map/LazyMapView';
import { TextField } from '../fields/TextField';
import { useCheckoutForm } from '../use-checkout-form';
import { ActivateLocationModal } from './ActivateLocationModal';
import './delivery-screens.css';

const MAP_HEIGHT = 280;

export function DeliveryMapScreen() {
  const { t, locale } = useI18n();
  const { company, settings } = useApp();
  const { mapCenter, savingOrder } = useCheckout();
  const pin = useMapPin();
  const [number, setNumber] = useState('');
  const addressId = useId();
  const view = useMemo(
    () => (company && settings ? coverageMapView(company, settings, locale) : null),
    [company, settings, locale],
  );
  // The map is centred once, where the screen opened; afterwards the diner moves it.
  const [centre] = useState(() =>
    mapCenter.lat === 0 && mapCenter.lng === 0
      ? null
      : { latitude: mapCenter.lat, longitude: mapCenter.lng },
  );
  const schema = useMemo(() => mapScreenSchema({ company: companyPoint() }), []);
  const { point, address } = pin;
  const values = useMemo(
    () => ({
      number,
      place: point ? { address, lat: point.latitude, lng: point.longitude } : null,
    }),
    [number, point, address],
  );
  const form = useCheckoutForm(schema, values);
  const placeError = form.result.errors.place;
  const enabled = mapSubmitEnabled({
    formValid: form.result.valid,
    placeLoading: pin.reverseLoading,
    addressValid: !placeError,
  });
  // The 20 m rule speaks as soon as the pin sits on the company, not only after a submit.
  const tooClose = !pin.reverseLoading && pin.address !== null && placeError !== undefined;

  return (
    <form
      ref={form.formRef}
      className="ck-form ck-map"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!form.attempt() || !enabled) return;
        submitMapPin(number);
      }}
    >
      <LazyMapView
        label={t('address.map.label')}
        centre={centre}
        zoom={centre ? MAP.deliveryZoom : MAP.noCentreZoom}
        companyMarker={view?.companyMarker ?? null}
        polygons={view?.polygons ?? []}
        circle={view?.circle ?? null}
        centrePin
        onCentreChange={moveMapCentre}
        height={MAP_HEIGHT}
        className="ck-map__view"
      />
      {tooClose ? (
        <p className="ck-field__error ck-map__move" role="alert">
          {t('validation.move_pin')}
        </p>
      ) : null}
      <div className="ck-field">
        <label className="ck-field__label" htmlFor={addressId}>
          {t('address.map.address')}
        </label>
        <input
          id={addressId}
          name="map_address"
          className="ck-input ck-input--readonly"
          readOnly
          value={pin.reverseLoading ? t('address.map.addressLoading') : (pin.address ?? '')}
          aria-busy={pin.reverseLoading}
        />
      </div>
      <TextField
        label={t('address.map.number')}
        name="number"
        placeholder={t('address.map.numberPlaceholder')}
        maxLength={LIMITS.addressNumberMax}
        value={number}
        onChange={setNumber}
        onBlur={() => form.blur('number')}
        error={form.message('number')}
      />
      <Button type="submit" block disabled={!enabled} busy={savingOrder || pin.reverseLoading}>
        {t('address.map.continue')}
      </Button>
      <ActivateLocationModal open={pin.activateLocation} onClose={closeActivateLocation} />
    </form>
  );
}
