// The custom domain: the host name the storefront also answers on, and the DNS record the owner
// adds at their provider (a CNAME to the platform host). Blank removes it.
import { useId, useState } from 'react';
import { domainValue, normalizeTypedHost } from '../../../../domain/settings-schemas';
import type { DomainSettings } from '../../../../domain/settings-schemas';
import { useAdminI18n } from '../../admin-i18n';
import type { SettingsTabProps } from '../tabs';
import { FieldError, SaveBar, SectionForm, SectionFrame, errorProps, useSection } from './section';
import type { SectionApi } from './section';

const DomainValue = domainValue(normalizeTypedHost);

function DomainForm({ initial, api }: { initial: DomainSettings; api: SectionApi<'domain'> }) {
  const { t } = useAdminI18n();
  const id = useId();
  const [text, setText] = useState(initial.domain_url ?? '');
  const host = normalizeTypedHost(text);
  const error = api.errors.domain_url;
  return (
    <SectionForm onSubmit={() => void api.save({ domain_url: text }, DomainValue)}>
      <label className="a-field">
        <span>{t('admin.services.domain.label')}</span>
        <input
          className="a-input"
          value={text}
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="menu.example.com"
          onChange={(event) => setText(event.target.value)}
          {...errorProps(`${id}-e`, error)}
        />
        <span className="a-muted">{t('admin.services.domain.hint')}</span>
        <FieldError id={`${id}-e`} code={error} />
      </label>
      {initial.domain_url ? (
        <p>{t('admin.services.domain.current', { host: initial.domain_url })}</p>
      ) : (
        <p className="a-muted">{t('admin.services.domain.none')}</p>
      )}
      <div className="a-card">
        <p>{t('admin.services.domain.dns')}</p>
        <dl className="a-dns">
          <dt>{t('admin.services.domain.recordType')}</dt>
          <dd>CNAME</dd>
          <dt>{t('admin.services.domain.recordName')}</dt>
          <dd dir="ltr">{host || 'menu.example.com'}</dd>
          <dt>{t('admin.services.domain.recordValue')}</dt>
          <dd dir="ltr">{initial.cname_target}</dd>
        </dl>
      </div>
      <SaveBar api={api} />
    </SectionForm>
  );
}

export function DomainTab({ onUnauthorized }: SettingsTabProps) {
  const { t } = useAdminI18n();
  const api = useSection('domain', onUnauthorized);
  return (
    <SectionFrame api={api} title={t('admin.services.domain.title')}>
      {(value) => <DomainForm initial={value} api={api} />}
    </SectionFrame>
  );
}
