// CHECKOUT_STEP_DELIVERY_ADDRESS_CREATE: manual entry ('street #number', district, complement,
// reference); confirm creates the address and moves on with the priced order (§4.4).
import { useMemo, useState } from 'react';
import { LIMITS, OTHER_DISTRICT_ID } from '../../../domain/constants';
import { deliveryAddressCreateSchema } from '../../../domain/validation-forms';
import { addressCreateSubmitEnabled } from '../../../domain/validation-submit';
import { useI18n } from '../../../i18n';
import { useApp } from '../../../state/app';
import { createManualAddress, useCheckout } from '../../../state/checkout';
import { Button } from '../../../ui/Button';
import { addressFormSetup, isOtherDistrict } from '../address-options';
import { SelectField } from '../fields/SelectField';
import { TextField } from '../fields/TextField';
import { ScreenNotice } from '../ScreenNotice';
import { DeliveryMinimumNotice } from './DeliveryMinimumNotice';
import { useCheckoutForm } from '../use-checkout-form';

const EMPTY = {
  street: '',
  number: '',
  district: '',
  neighborhood: '',
  complement: '',
  reference: '',
};
type Field = keyof typeof EMPTY;

export function AddressCreateScreen() {
  const { t, locale } = useI18n();
  const { company, settings } = useApp();
  const { savingOrder, busy } = useCheckout();
  const [values, setValues] = useState(EMPTY);
  const setup = useMemo(
    () => (company && settings ? addressFormSetup(company, settings.delivery, locale) : null),
    [company, settings, locale],
  );
  const schema = useMemo(
    () =>
      deliveryAddressCreateSchema({
        complementRequired: setup?.complementRequired ?? false,
        showDistricts: setup?.showDistricts ?? false,
      }),
    [setup],
  );
  const form = useCheckoutForm(schema, values);
  const enabled = addressCreateSubmitEnabled({
    formValid: form.result.valid,
    saving: savingOrder,
    areaLoading: busy.order,
  });
  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (v: string) => setValues((current) => ({ ...current, [name]: v })),
    onBlur: () => form.blur(name),
    error: form.message(name),
  });
  const districtOptions = [
    ...(setup?.districts ?? []).map((d) => ({ value: d.id, label: d.name })),
    ...(setup?.otherDistrict
      ? [{ value: OTHER_DISTRICT_ID, label: t('checkout.address.otherDistrict') }]
      : []),
  ];

  return (
    <form
      ref={form.formRef}
      className="ck-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!form.attempt() || !enabled) return;
        void createManualAddress({
          ...values,
          district: setup?.showDistricts ? values.district : null,
          neighborhood: isOtherDistrict(values.district) ? values.neighborhood : null,
        });
      }}
    >
      <DeliveryMinimumNotice />
      <ScreenNotice />
      <TextField
        label={t('checkout.address.street')}
        autoComplete="address-line1"
        {...field('street')}
      />
      <TextField
        label={t('checkout.address.number')}
        maxLength={LIMITS.addressNumberMax}
        {...field('number')}
      />
      {setup?.showDistricts ? (
        <SelectField
          label={t('checkout.address.district')}
          placeholder={t('checkout.address.chooseDistrict')}
          options={districtOptions}
          {...field('district')}
        />
      ) : null}
      {isOtherDistrict(values.district) ? (
        <TextField label={t('checkout.address.neighborhood')} {...field('neighborhood')} />
      ) : null}
      <TextField
        label={setup?.complementLabel ?? t('checkout.address.complement')}
        optional={!setup?.complementRequired}
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
