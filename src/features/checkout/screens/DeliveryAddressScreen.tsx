// CHECKOUT_STEP_DELIVERY_ADDRESS: saved addresses, the priced order on confirm (§4.4), the
// invalid-address state with 'view coverage area' after a failure (§8), and the current-location
// action (the device's position on DELIVERY_MAP, or the coverage map).
import { useState } from 'react';
import { addressLine } from '../../../domain/formatting';
import { deliveryAddressSubmitEnabled } from '../../../domain/validation-submit';
import { useI18n } from '../../../i18n';
import {
  addNewAddress,
  selectAddress,
  submitDeliveryAddress,
  useCheckout,
} from '../../../state/checkout';
import { goToCurrentLocation, useMapPin } from '../../../state/checkout/map';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { ClientSummary } from '../ClientSummary';
import { CoverageModal } from '../CoverageModal';
import { ScreenNotice } from '../ScreenNotice';
import { DeliveryMinimumNotice } from './DeliveryMinimumNotice';

export function DeliveryAddressScreen() {
  const { t } = useI18n();
  const snap = useCheckout();
  const [coverageOpen, setCoverageOpen] = useState(false);
  const { locating } = useMapPin();
  const selected = snap.selectedClientAddressId;
  const enabled = deliveryAddressSubmitEnabled({
    formValid: selected !== null,
    saving: snap.savingOrder,
    priceLoading: snap.busy.order,
    selectedAddressId: selected,
    invalidAddressIds: snap.invalidAddressIds,
  });

  return (
    <form
      className="ck-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (enabled) void submitDeliveryAddress();
      }}
    >
      <ClientSummary />
      <DeliveryMinimumNotice />
      <ScreenNotice />
      <fieldset className="ck-addresses">
        <legend className="ck-field__label">{t('checkout.address.list')}</legend>
        {snap.clientAddresses.length === 0 ? (
          <p className="ck-hint">{t('checkout.address.none')}</p>
        ) : null}
        {snap.clientAddresses.map((address) => {
          const invalid = snap.invalidAddressIds.includes(address.id);
          const hintId = `ck-address-${address.id}-invalid`;
          return (
            <label
              key={address.id}
              className={invalid ? 'ck-address ck-address--invalid' : 'ck-address'}
            >
              <input
                type="radio"
                name="address_id"
                value={address.id}
                checked={selected === address.id}
                onChange={() => selectAddress(address.id)}
                aria-describedby={invalid ? hintId : undefined}
                aria-invalid={invalid || undefined}
              />
              <span className="ck-address__text">
                {addressLine(address)}
                {invalid ? (
                  <span id={hintId} className="ck-field__error">
                    {t('checkout.address.invalid')}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </fieldset>
      {snap.invalidAddressIds.length > 0 ? (
        <Button variant="text" className="ck-view-coverage" onClick={() => setCoverageOpen(true)}>
          {t('checkout.address.viewCoverage')}
        </Button>
      ) : null}
      <Button
        variant="secondary"
        className="ck-add-address"
        icon={<Icon name="map-pin" size={20} />}
        onClick={addNewAddress}
      >
        {t('checkout.address.addNew')}
      </Button>
      <Button
        variant="text"
        className="ck-current-location"
        icon={<Icon name="map-pin" size={20} />}
        busy={locating}
        disabled={locating}
        onClick={() => void goToCurrentLocation()}
      >
        {locating ? t('address.location.locating') : t('address.location.current')}
      </Button>
      <Button type="submit" block disabled={!enabled} busy={snap.savingOrder || snap.busy.order}>
        {t('checkout.address.confirm')}
      </Button>
      <CoverageModal open={coverageOpen} onClose={() => setCoverageOpen(false)} />
    </form>
  );
}
