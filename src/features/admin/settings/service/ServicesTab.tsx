// Order types: per service whether it takes orders, scheduled orders, whether the diner's name
// and phone are asked for, and the label of an extra field at checkout.
import { useId, useState } from 'react';
import { SERVICE_KEYS, ServicesValue } from '../../../../domain/settings-schemas';
import type { ServicesSettings } from '../../../../domain/settings-schemas';
import type { ServiceKey } from '../../../../domain/types';
import { useAdminI18n } from '../../admin-i18n';
import type { SettingsTabProps } from '../tabs';
import { FieldError, SaveBar, SectionForm, SectionFrame, errorProps, useSection } from './section';
import type { SectionApi } from './section';

function ServiceCard({
  service,
  value,
  error,
  onChange,
}: {
  service: ServiceKey;
  value: ServicesSettings[ServiceKey];
  error: string | undefined;
  onChange: (next: ServicesSettings[ServiceKey]) => void;
}) {
  const { t } = useAdminI18n();
  const id = useId();
  const name = t(`admin.services.services.names.${service}`);
  const flag = (key: 'active' | 'scheduled_orders_enabled' | 'collect_client_info') => (
    <label className="a-check">
      <input
        type="checkbox"
        checked={value[key]}
        onChange={(event) => onChange({ ...value, [key]: event.target.checked })}
      />
      <span>{t(`admin.services.services.${key}`, { service: name })}</span>
    </label>
  );
  return (
    <fieldset className="a-card" data-service={service}>
      <legend>{name}</legend>
      {flag('active')}
      {flag('scheduled_orders_enabled')}
      {flag('collect_client_info')}
      <label className="a-field">
        <span>{t('admin.services.services.additional_input', { service: name })}</span>
        <input
          className="a-input"
          value={value.additional_input ?? ''}
          maxLength={120}
          onChange={(event) => onChange({ ...value, additional_input: event.target.value })}
          {...errorProps(`${id}-e`, error)}
        />
        <span className="a-muted">{t('admin.services.services.additionalHint')}</span>
        <FieldError id={`${id}-e`} code={error} />
      </label>
    </fieldset>
  );
}

function ServicesForm({
  initial,
  api,
}: {
  initial: ServicesSettings;
  api: SectionApi<'services'>;
}) {
  const [draft, setDraft] = useState(initial);
  return (
    <SectionForm onSubmit={() => void api.save(draft, ServicesValue)}>
      {SERVICE_KEYS.map((service) => (
        <ServiceCard
          key={service}
          service={service}
          value={draft[service]}
          error={api.errors[`${service}.additional_input`]}
          onChange={(next) => setDraft({ ...draft, [service]: next })}
        />
      ))}
      <SaveBar api={api} />
    </SectionForm>
  );
}

export function ServicesTab({ onUnauthorized }: SettingsTabProps) {
  const { t } = useAdminI18n();
  const api = useSection('services', onUnauthorized);
  return (
    <SectionFrame api={api} title={t('admin.services.services.title')}>
      {(value) => <ServicesForm initial={value} api={api} />}
    </SectionFrame>
  );
}
