// Fees: per service the service fee (a percentage of the items, optional or not) and the tips
// offered (a percentage or an amount, with suggested values), and delivery's minimum order and
// free-delivery threshold, typed in the company's currency and kept in minor units.
import { useId, useState } from 'react';
import { FeesValue, SERVICE_KEYS, tipsOfferedIn } from '../../../../domain/settings-schemas';
import type { FeesSettings, TipSetting } from '../../../../domain/settings-schemas';
import type { Company, ServiceKey } from '../../../../domain/types';
import { useAdminI18n } from '../../admin-i18n';
import type { SettingsTabProps } from '../tabs';
import { MoneyField } from './MoneyField';
import { FieldError, SaveBar, SectionForm, SectionFrame, errorProps, useSection } from './section';
import type { SectionApi } from './section';
import { moneyText, parseDecimal, parseMoney } from './money-input';

type Fee = FeesSettings['service_fees'][ServiceKey];

function optionsText(tip: TipSetting): string {
  return tip.options.map((o) => (tip.type === 'amount' ? moneyText(o) : String(o))).join(', ');
}

function parseOptions(text: string, type: TipSetting['type']): number[] {
  return text
    .split(/[;\s]+|,\s+/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => (type === 'amount' ? parseMoney(part) : parseDecimal(part)) ?? Number.NaN);
}

function ServiceFees({
  service,
  fee,
  tip,
  errors,
  onFee,
  onTip,
}: {
  service: ServiceKey;
  fee: Fee;
  tip: TipSetting;
  errors: Record<string, string>;
  onFee: (fee: Fee) => void;
  onTip: (tip: TipSetting) => void;
}) {
  const { t } = useAdminI18n();
  const id = useId();
  const name = t(`admin.services.services.names.${service}`);
  const [feeText, setFeeText] = useState(fee ? String(fee.value) : '');
  const [tipText, setTipText] = useState(optionsText(tip));
  const feeError = errors[`service_fees.${service}.value`] ?? errors[`service_fees.${service}`];
  const tipError = Object.entries(errors).find(([path]) =>
    path.startsWith(`tips.${service}.options`),
  )?.[1];
  return (
    <fieldset className="a-card" data-service={service}>
      <legend>{name}</legend>
      <label className="a-field">
        <span>{t('admin.services.fees.serviceFee', { service: name })}</span>
        <input
          className="a-input"
          inputMode="decimal"
          value={feeText}
          onChange={(event) => {
            setFeeText(event.target.value);
            const value = parseDecimal(event.target.value);
            onFee(value === null ? null : { value, optional: fee?.optional ?? false });
          }}
          {...errorProps(`${id}-fee`, feeError)}
        />
        <span className="a-muted">{t('admin.services.fees.serviceFeeHint')}</span>
        <FieldError id={`${id}-fee`} code={feeError} />
      </label>
      {fee ? (
        <label className="a-check">
          <input
            type="checkbox"
            checked={fee.optional}
            onChange={(event) => onFee({ ...fee, optional: event.target.checked })}
          />
          <span>{t('admin.services.fees.optional', { service: name })}</span>
        </label>
      ) : null}
      <label className="a-check">
        <input
          type="checkbox"
          checked={tip.active}
          onChange={(event) => onTip({ ...tip, active: event.target.checked })}
        />
        <span>{t('admin.services.fees.tipsActive', { service: name })}</span>
      </label>
      {tip.active ? (
        <>
          <label className="a-field">
            <span>{t('admin.services.fees.tipType', { service: name })}</span>
            <select
              className="a-input"
              value={tip.type}
              onChange={(event) => {
                const type = event.target.value === 'amount' ? 'amount' : 'percentage';
                onTip({ ...tip, type, options: parseOptions(tipText, type) });
              }}
            >
              <option value="percentage">{t('admin.services.fees.percentage')}</option>
              <option value="amount">{t('admin.services.fees.amount')}</option>
            </select>
          </label>
          <label className="a-field">
            <span>{t('admin.services.fees.tipOptions', { service: name })}</span>
            <input
              className="a-input"
              value={tipText}
              onChange={(event) => {
                setTipText(event.target.value);
                onTip({ ...tip, options: parseOptions(event.target.value, tip.type) });
              }}
              {...errorProps(`${id}-tip`, tipError)}
            />
            <span className="a-muted">{t('admin.services.fees.tipOptionsHint')}</span>
            <FieldError id={`${id}-tip`} code={tipError} />
          </label>
        </>
      ) : null}
    </fieldset>
  );
}

function FeesForm({
  initial,
  api,
  company,
}: {
  initial: FeesSettings;
  api: SectionApi<'fees'>;
  company: Company;
}) {
  const { t } = useAdminI18n();
  const [draft, setDraft] = useState(initial);
  const minimums = draft.delivery_minimums;
  return (
    <SectionForm onSubmit={() => void api.save(draft, FeesValue)}>
      {tipsOfferedIn(company.country.country_code) ? null : (
        <p className="a-notice">{t('admin.services.fees.noTipsInBrazil')}</p>
      )}
      {SERVICE_KEYS.map((service) => (
        <ServiceFees
          key={service}
          service={service}
          fee={draft.service_fees[service]}
          tip={draft.tips[service]}
          errors={api.errors}
          onFee={(fee) =>
            setDraft((d) => ({ ...d, service_fees: { ...d.service_fees, [service]: fee } }))
          }
          onTip={(tip) => setDraft((d) => ({ ...d, tips: { ...d.tips, [service]: tip } }))}
        />
      ))}
      <fieldset className="a-card">
        <legend>{t('admin.services.fees.minimums')}</legend>
        <MoneyField
          label={t('admin.services.fees.minimumToAllow')}
          value={minimums.minimum_amount_to_allow}
          currency={company.currency}
          error={api.errors['delivery_minimums.minimum_amount_to_allow']}
          onChange={(minor) =>
            setDraft((d) => ({
              ...d,
              delivery_minimums: { ...d.delivery_minimums, minimum_amount_to_allow: minor ?? 0 },
            }))
          }
        />
        <MoneyField
          label={t('admin.services.fees.minimumForFree')}
          value={minimums.minimum_amount_for_free}
          currency={company.currency}
          allowBlank
          error={api.errors['delivery_minimums.minimum_amount_for_free']}
          onChange={(minor) =>
            setDraft((d) => ({
              ...d,
              delivery_minimums: { ...d.delivery_minimums, minimum_amount_for_free: minor },
            }))
          }
        />
        <p className="a-muted">{t('admin.services.fees.minimumForFreeHint')}</p>
      </fieldset>
      <SaveBar api={api} />
    </SectionForm>
  );
}

export function FeesTab({ company, onUnauthorized }: SettingsTabProps) {
  const { t } = useAdminI18n();
  const api = useSection('fees', onUnauthorized);
  return (
    <SectionFrame api={api} title={t('admin.services.fees.title')}>
      {(value) => <FeesForm initial={value} api={api} company={company} />}
    </SectionFrame>
  );
}
