// CHECKOUT_STEP_ADDITIONAL_INFO: one required field labelled by the service's additional_input.
import { useMemo, useState } from 'react';
import { LIMITS } from '../../../domain/constants';
import { additionalInfoSchema } from '../../../domain/validation-forms';
import { useI18n } from '../../../i18n';
import { useApp } from '../../../state/app';
import { serviceSettingsFor, submitAdditionalInfo, useCheckout } from '../../../state/checkout';
import { Button } from '../../../ui/Button';
import { TextField } from '../fields/TextField';
import { ScreenNotice } from '../ScreenNotice';
import { DeliveryMinimumNotice } from './DeliveryMinimumNotice';
import { useCheckoutForm } from '../use-checkout-form';

export function AdditionalInfoScreen() {
  const { t } = useI18n();
  const { settings } = useApp();
  const { serviceType, additionalInfo } = useCheckout();
  const [text, setText] = useState(additionalInfo);
  const values = useMemo(() => ({ additional_info: text }), [text]);
  const form = useCheckoutForm(additionalInfoSchema, values);
  const label =
    settings && serviceType
      ? (serviceSettingsFor(settings, serviceType).additional_input ?? '')
      : '';

  return (
    <form
      ref={form.formRef}
      className="ck-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (form.attempt()) submitAdditionalInfo(text);
      }}
    >
      <DeliveryMinimumNotice />
      <ScreenNotice />
      <TextField
        label={label || t('checkout.titles.additionalInfo')}
        name="additional_info"
        value={text}
        maxLength={LIMITS.additionalInfoMax}
        onChange={(v) => setText(v.slice(0, LIMITS.additionalInfoMax))}
        onBlur={() => form.blur('additional_info')}
        error={form.message('additional_info')}
      />
      <Button type="submit" block disabled={!form.result.valid}>
        {t('checkout.continue')}
      </Button>
    </form>
  );
}
