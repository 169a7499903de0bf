// The payment methods tab (issue [11/13]): for each service, the methods diners can choose, in
// order. Offline methods (cash and the others the checkout knows) get instructions and a fee;
// online ones come from the providers set up with the command line, which alone holds their keys.
import { useEffect, useState } from 'react';
import { getPayments, savePayments } from '../../../../api/admin-brand-settings';
import type {
  PaymentsAnswer,
  ProviderSummary,
  Versioned,
} from '../../../../api/admin-brand-settings';
import {
  KNOWN_METHOD_CODES,
  OFFLINE_METHOD_CODES,
  PaymentsValue,
  SERVICE_KEYS,
} from '../../../../domain/brand-schemas';
import type { PaymentMethodEntry } from '../../../../domain/brand-schemas';
import type { ServiceKey } from '../../../../domain/types';
import { Button } from '../../../../ui/Button';
import { useAdminI18n } from '../../admin-i18n';
import type { SettingsTabProps } from '../tabs';
import { CheckField, SelectField, TextField } from './fields';
import {
  addOfflineMethod,
  moveMethod,
  parseFee,
  patchMethod,
  removeMethod,
} from './payments-draft';
import { SectionFrame } from './SectionFrame';
import { useSection } from './useSection';

export function PaymentsTab({ onUnauthorized }: SettingsTabProps) {
  const { t } = useAdminI18n();
  const [providers, setProviders] = useState<ProviderSummary[]>([]);
  const [load] = useState(() => async (): Promise<Versioned<PaymentsValue>> => {
    const answer = await getPayments();
    setProviders(answer.providers);
    return answer;
  });
  const [save] = useState(() => async (body: Versioned<PaymentsValue>) => {
    const answer: PaymentsAnswer = await savePayments(body);
    setProviders(answer.providers);
    return answer;
  });
  const section = useSection({ load, save, schema: PaymentsValue, onUnauthorized });

  return (
    <SectionFrame
      section={section}
      title={t('admin.brand.payments.title')}
      intro={<p className="a-muted">{t('admin.brand.payments.intro')}</p>}
    >
      {(draft) => (
        <>
          {SERVICE_KEYS.map((service) => (
            <ServiceMethods
              key={service}
              service={service}
              value={draft}
              providers={providers}
              errors={section.errors}
              onChange={section.edit}
            />
          ))}
        </>
      )}
    </SectionFrame>
  );
}

function methodName(
  t: (key: string, params?: Record<string, string | number>) => string,
  method: PaymentMethodEntry,
): string {
  if (KNOWN_METHOD_CODES.includes(method.code))
    return t(`admin.brand.payments.codes.${method.code}`);
  return method.description?.trim() || method.code;
}

function ServiceMethods({
  service,
  value,
  providers,
  errors,
  onChange,
}: {
  service: ServiceKey;
  value: PaymentsValue;
  providers: ProviderSummary[];
  errors: Record<string, string>;
  onChange: (next: PaymentsValue) => void;
}) {
  const { t } = useAdminI18n();
  const [newCode, setNewCode] = useState<string>('cash');
  const list = value[service];
  return (
    <fieldset className="ab-group">
      <legend>{t(`admin.brand.payments.services.${service}`)}</legend>
      {list.length === 0 ? <p className="a-muted">{t('admin.brand.payments.none')}</p> : null}
      <ol className="ab-list">
        {list.map((method, index) => (
          <MethodRow
            key={method.id ?? `${method.provider_id ?? 'new'}-${method.code}-${index}`}
            method={method}
            service={service}
            index={index}
            count={list.length}
            provider={providers.find((p) => p.id === method.provider_id) ?? null}
            errors={errors}
            name={methodName(t, method)}
            value={value}
            onChange={onChange}
          />
        ))}
      </ol>
      <div className="ab-add">
        <SelectField
          label={t('admin.brand.payments.newMethod')}
          value={newCode}
          options={OFFLINE_METHOD_CODES.map((code) => ({
            value: code,
            label: t(`admin.brand.payments.codes.${code}`),
          }))}
          onChange={setNewCode}
        />
        <Button
          variant="secondary"
          onClick={() => onChange(addOfflineMethod(value, service, newCode))}
        >
          {t('admin.brand.payments.add')}
        </Button>
      </div>
    </fieldset>
  );
}

function MethodRow({
  method,
  service,
  index,
  count,
  provider,
  errors,
  name,
  value,
  onChange,
}: {
  method: PaymentMethodEntry;
  service: ServiceKey;
  index: number;
  count: number;
  provider: ProviderSummary | null;
  errors: Record<string, string>;
  name: string;
  value: PaymentsValue;
  onChange: (next: PaymentsValue) => void;
}) {
  const { t } = useAdminI18n();
  const at = `${service}.${index}`;
  const [feeText, setFeeText] = useState(String(method.fee));
  useEffect(() => {
    setFeeText((text) => (parseFee(text) === method.fee ? text : String(method.fee)));
  }, [method.fee]);
  const patch = (p: Parameters<typeof patchMethod>[3]) =>
    onChange(patchMethod(value, service, index, p));
  const online = method.kind === 'online';
  return (
    <li className={method.enabled ? 'ab-row' : 'ab-row ab-row--off'} data-method={method.code}>
      <div className="ab-row__head">
        <strong>{name}</strong>
        <span className="a-tag">
          {online
            ? t('admin.brand.payments.online', {
                provider: provider ? t(`admin.brand.payments.providers.${provider.kind}`) : '—',
              })
            : t('admin.brand.payments.offline')}
        </span>
      </div>
      <div className="ab-row__fields">
        <CheckField
          label={t('admin.brand.payments.enabled', { name })}
          checked={method.enabled}
          onChange={(enabled) => patch({ enabled })}
        />
        {online ? (
          <p className="a-muted">{t('admin.brand.payments.onlineHint')}</p>
        ) : (
          <>
            <TextField
              label={t('admin.brand.payments.description')}
              value={method.description ?? ''}
              multiline
              maxLength={300}
              error={errors[`${at}.description`]}
              onChange={(description) => patch({ description: description || null })}
            />
            <TextField
              label={t('admin.brand.payments.paymentCode')}
              value={method.payment_code ?? ''}
              maxLength={200}
              hint={t('admin.brand.payments.paymentCodeHint')}
              error={errors[`${at}.payment_code`]}
              onChange={(payment_code) => patch({ payment_code: payment_code || null })}
            />
          </>
        )}
        <TextField
          label={t('admin.brand.payments.fee')}
          value={feeText}
          inputMode="decimal"
          error={errors[`${at}.fee`] ?? errors[`${at}.code`] ?? errors[`${at}.provider_id`]}
          onChange={(text) => {
            setFeeText(text);
            patch({ fee: parseFee(text) });
          }}
        />
      </div>
      <div className="ab-row__actions">
        <Button
          variant="text"
          disabled={index === 0}
          aria-label={t('admin.brand.common.moveUp', { name })}
          onClick={() => onChange(moveMethod(value, service, index, 'up'))}
        >
          ↑
        </Button>
        <Button
          variant="text"
          disabled={index === count - 1}
          aria-label={t('admin.brand.common.moveDown', { name })}
          onClick={() => onChange(moveMethod(value, service, index, 'down'))}
        >
          ↓
        </Button>
        {method.id === null && !online ? (
          <Button
            variant="text"
            aria-label={t('admin.brand.common.removeNamed', { name })}
            onClick={() => onChange(removeMethod(value, service, index))}
          >
            {t('admin.brand.common.remove')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
