// CHECKOUT_STEP_CLIENT_INFO: name and phone; get-or-create the client on submit (§4.4).
import { useMemo, useState } from 'react';
import { clientInfoSchema } from '../../../domain/validation-forms';
import { clientInfoSubmitEnabled } from '../../../domain/validation-submit';
import { useI18n } from '../../../i18n';
import { useApp } from '../../../state/app';
import { submitClientInfo, useCheckout } from '../../../state/checkout';
import { Button } from '../../../ui/Button';
import { PhoneInput } from '../../../ui/PhoneInput/PhoneInput';
import type { PhoneValue } from '../../../ui/PhoneInput/PhoneInput';
import { TextField } from '../fields/TextField';
import { ScreenNotice } from '../ScreenNotice';
import { DeliveryMinimumNotice } from './DeliveryMinimumNotice';
import { useCheckoutForm } from '../use-checkout-form';

export function ClientInfoScreen() {
  const { t, locale } = useI18n();
  const { company, clientName } = useApp();
  const { clientData, savingOrder } = useCheckout();
  const companyCountry = company?.country.country_code.toUpperCase() ?? null;
  const [name, setName] = useState(clientData.name || clientName || '');
  const [phone, setPhone] = useState<PhoneValue | null>(null);
  const schema = useMemo(() => clientInfoSchema({ companyCountry }), [companyCountry]);
  const values = useMemo(() => ({ name, phone }), [name, phone]);
  const form = useCheckoutForm(schema, values);
  // Too long shows at once, not after blur: a digit past the maximum is never dropped silently.
  const phoneTooLong = form.result.errors.phone?.key === 'validation.phone_too_long';
  const phoneError =
    form.message('phone') ?? (phoneTooLong ? t('validation.phone_too_long') : null);
  const enabled = clientInfoSubmitEnabled({
    formValid: form.result.valid,
    name,
    phone: phone?.number ?? null,
  });

  return (
    <form
      ref={form.formRef}
      className="ck-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!form.attempt() || !phone || savingOrder) return;
        void submitClientInfo({
          name,
          phone: { number: phone.number, countryCode: phone.countryCode },
        });
      }}
    >
      <DeliveryMinimumNotice />
      <ScreenNotice />
      <TextField
        label={t('checkout.client.name')}
        name="name"
        autoComplete="name"
        value={name}
        onChange={setName}
        onBlur={() => form.blur('name')}
        error={form.message('name')}
      />
      <PhoneInput
        name="phone"
        label={t('checkout.client.phone')}
        countryLabel={t('checkout.client.country')}
        pickerLabels={{
          search: t('checkout.client.countrySearch'),
          suggested: t('checkout.client.countrySuggested'),
          all: t('checkout.client.countryAll'),
          none: t('checkout.client.countryNone'),
        }}
        value={phone}
        onChange={setPhone}
        onBlur={() => form.blur('phone')}
        companyCountry={companyCountry}
        locale={locale}
        error={phoneError}
      />
      <Button type="submit" block disabled={!enabled} busy={savingOrder}>
        {t('checkout.continue')}
      </Button>
    </form>
  );
}
