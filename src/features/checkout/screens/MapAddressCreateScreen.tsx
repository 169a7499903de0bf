// CHECKOUT_STEP_DELIVERY_MAP_ADDRESS_CREATE (§2.10): the chosen place, its exact location and
// 'lat,lng'; complement (required only with the service's setting) and reference; confirm looks
// up the area, creates the address and goes on to the priced order summary (§4.4).
import { useMemo, useState } from 'react';
import { coordinatesLine } from '../../../domain/address-entry';
import { mapAddressCreateSchema } from '../../../domain/validation-forms';
import { addressCreateSubmitEnabled } from '../../../domain/validation-submit';
import { useI18n } from '../../../i18n';
import { useApp } from '../../../state/app';
import { goBack, useCheckout } from '../../../state/checkout';
import { confirmMapAddress } from '../../../state/checkout/map';
import { Button } from '../../../ui/Button';
import { TextField } from '../fields/TextField';
import { ScreenNotice } from '../ScreenNotice';
import { useCheckoutForm } from '../use-checkout-form';
import { DeliveryMinimumNotice } from './DeliveryMinimumNotice';
import './delivery-screens.css';

export function MapAddressCreateScreen() {
  const { t } = useI18n();
  const { settings } = useApp();
  const { mapPlace, savingOrder, busy } = useCheckout();
  const [values, setValues] = useState({ complement: '', reference: '' });
  const custom = (settings?.delivery.additional_address_information ?? '').trim() || null;
  const schema = useMemo(
    () => mapAddressCreateSchema({ complementRequired: custom !== null }),
    [custom],
  );
  const form = useCheckoutForm(schema, values);
  const enabled =
    mapPlace !== null &&
    addressCreateSubmitEnabled({
      formValid: form.result.valid,
      saving: savingOrder,
      areaLoading: busy.order,
    });
  const field = (name: 'complement' | 'reference') => ({
    name,
    value: values[name],
    onChange: (v: string) => setValues((current) => ({ ...current, [name]: v })),
    onBlur: () => form.blur(name),
    error: form.message(name),
  });

  if (!mapPlace) {
    // Reached without a place (a restored screen): nothing to confirm, so offer the way back.
    return (
      <div className="ck-form">
        <p className="ck-hint">{t('checkout.errors.generic')}</p>
        <Button variant="secondary" onClick={goBack}>
          {t('common.back')}
        </Button>
      </div>
    );
  }

  return (
    <form
      ref={form.formRef}
      className="ck-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!form.attempt() || !enabled) return;
        void confirmMapAddress(values);
      }}
    >
      <DeliveryMinimumNotice />
      <ScreenNotice />
      <section className="ck-place" aria-label={t('address.confirm.selected')}>
        <p className="ck-place__address">{mapPlace.address}</p>
        {mapPlace.exactAddress ? (
          <p className="ck-place__exact">
            {t('address.confirm.exactLocation', { exact: mapPlace.exactAddress })}
          </p>
        ) : null}
        <p className="ck-place__coordinates" dir="ltr">
          <span className="c-visually-hidden">{t('address.confirm.coordinates')}: </span>
          {coordinatesLine(mapPlace)}
        </p>
      </section>
      <TextField
        label={custom ?? t('address.confirm.complement')}
        optional={custom === null}
        autoComplete="address-line2"
        {...field('complement')}
      />
      <TextField label={t('checkout.address.reference')} optional {...field('reference')} />
      <Button type="submit" block disabled={!enabled} busy={savingOrder || busy.order}>
        {t('checkout.address.confirm')}
      </Button>
    </form>
  );
}
