// The store's address: whether the storefront shows it, the street line, the city, the region
// (state, province, emirate) and the postal code. The last two are optional and complete the
// address search engines read (PostalAddress). A line below shows the address as the storefront
// writes it, in the country's order (src/domain/postal-address.ts). The store's pin on the map
// (LocationFields) comes last: the storefront shows the address only with one.
import { useState } from 'react';
import { ADDRESS_LIMITS, AddressValue, hasLocation } from '../../../../domain/settings-schemas';
import type { AddressSettings } from '../../../../domain/settings-schemas';
import { postalAddressLine } from '../../../../domain/postal-address';
import { useAdminI18n } from '../../admin-i18n';
import type { SettingsTabProps } from '../tabs';
import { AddressField } from './AddressField';
import { LocationFields, coordinateText, pinFromTexts } from './LocationFields';
import type { PinTexts } from './LocationFields';
import { SaveBar, SectionForm, SectionFrame, useSection } from './section';
import type { SectionApi } from './section';
import './address-tab.css';

type TextKey = keyof typeof ADDRESS_LIMITS;

/** The browser's autofill names of each field (HTML's address tokens). */
const AUTOCOMPLETE: Record<TextKey, string> = {
  address: 'street-address',
  city: 'address-level2',
  region: 'address-level1',
  postal_code: 'postal-code',
};

function AddressForm({
  initial,
  countryCode,
  api,
}: {
  initial: AddressSettings;
  countryCode: string;
  api: SectionApi<'address'>;
}) {
  const { t } = useAdminI18n();
  const [shown, setShown] = useState(initial.address_enabled);
  const [texts, setTexts] = useState<Record<TextKey, string>>({
    address: initial.address ?? '',
    city: initial.city ?? '',
    region: initial.region ?? '',
    postal_code: initial.postal_code ?? '',
  });
  const [pin, setPin] = useState<PinTexts>({
    latitude: coordinateText(initial.latitude),
    longitude: coordinateText(initial.longitude),
  });
  const coordinates = pinFromTexts(pin);
  const line = postalAddressLine({ ...texts, country_code: countryCode });
  const field = (key: TextKey) => (
    <AddressField
      field={key}
      label={t(`admin.services.address.${key}`)}
      hint={t(`admin.services.address.${key}Hint`, { max: ADDRESS_LIMITS[key] })}
      value={texts[key]}
      error={api.errors[key]}
      onChange={(value) => setTexts({ ...texts, [key]: value })}
      input={{ autoComplete: AUTOCOMPLETE[key] }}
    />
  );
  return (
    <SectionForm
      onSubmit={() =>
        void api.save({ address_enabled: shown, ...texts, ...coordinates }, AddressValue)
      }
    >
      <label className="a-check">
        <input
          type="checkbox"
          checked={shown}
          onChange={(event) => setShown(event.target.checked)}
        />
        <span>{t('admin.services.address.shown')}</span>
      </label>
      {shown && !hasLocation(coordinates) ? (
        <p className="a-notice">{t('admin.services.address.noLocation')}</p>
      ) : null}
      {field('address')}
      <div className="a-address__place">
        {field('city')}
        {field('region')}
        {field('postal_code')}
      </div>
      <p className="a-muted a-address__preview">
        {line ? (
          <>
            {t('admin.services.address.preview')} <span dir="auto">{line}</span>
          </>
        ) : (
          t('admin.services.address.empty')
        )}
      </p>
      <LocationFields
        texts={pin}
        errors={{ latitude: api.errors.latitude, longitude: api.errors.longitude }}
        onChange={setPin}
      />
      <SaveBar api={api} />
    </SectionForm>
  );
}

export function AddressTab({ company, onUnauthorized }: SettingsTabProps) {
  const { t } = useAdminI18n();
  const api = useSection('address', onUnauthorized);
  return (
    <SectionFrame
      api={api}
      title={t('admin.services.address.title')}
      intro={t('admin.services.address.intro')}
    >
      {(value) => (
        <AddressForm initial={value} countryCode={company.country.country_code} api={api} />
      )}
    </SectionFrame>
  );
}
