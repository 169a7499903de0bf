// The kitchen staff password: set a new one (never shown back); saving signs every kitchen
// device of the company out, so each signs in again with it.
import { useId, useState } from 'react';
import { STAFF_PASSWORD_MIN, StaffValue } from '../../../../domain/settings-schemas';
import type { StaffSettings } from '../../../../domain/settings-schemas';
import { useAdminI18n } from '../../admin-i18n';
import type { SettingsTabProps } from '../tabs';
import { FieldError, SaveBar, SectionForm, SectionFrame, errorProps, useSection } from './section';
import type { SectionApi } from './section';

function StaffForm({ initial, api }: { initial: StaffSettings; api: SectionApi<'staff'> }) {
  const { t } = useAdminI18n();
  const id = useId();
  const [password, setPassword] = useState('');
  const error = api.errors.password;
  return (
    <SectionForm
      onSubmit={() =>
        void api.save({ password }, StaffValue).then((saved) => {
          if (saved) setPassword('');
        })
      }
    >
      <p>
        {initial.configured
          ? t('admin.services.staff.configured')
          : t('admin.services.staff.notConfigured')}
      </p>
      <label className="a-field">
        <span>{t('admin.services.staff.password')}</span>
        <input
          className="a-input"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          {...errorProps(`${id}-e`, error)}
        />
        <span className="a-muted">
          {t('admin.services.staff.hint', { min: STAFF_PASSWORD_MIN })}
        </span>
        <FieldError id={`${id}-e`} code={error} />
      </label>
      <p className="a-notice">{t('admin.services.staff.signsOut')}</p>
      <SaveBar api={api} />
    </SectionForm>
  );
}

export function StaffTab({ onUnauthorized }: SettingsTabProps) {
  const { t } = useAdminI18n();
  const api = useSection('staff', onUnauthorized);
  return (
    <SectionFrame api={api} title={t('admin.services.staff.title')}>
      {(value) => <StaffForm initial={value} api={api} />}
    </SectionFrame>
  );
}
