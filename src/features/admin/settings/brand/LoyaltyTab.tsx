// The loyalty tab (issue [11/13]): whether the programme runs and how many points each currency
// unit earns (one settings section), and the rewards diners can spend their points on (rows).
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import {
  createReward,
  deleteReward,
  getLoyalty,
  saveLoyaltyRules,
  updateReward,
} from '../../../../api/admin-brand-settings';
import type { AdminLoyalty, AdminReward } from '../../../../api/admin-brand-settings';
import { DISCOUNT_TYPES, LoyaltyRulesValue } from '../../../../domain/brand-schemas';
import type { RewardInput } from '../../../../domain/brand-schemas';
import { formatMoney } from '../../../../domain/money';
import type { Currency } from '../../../../domain/types';
import { Button } from '../../../../ui/Button';
import { Modal } from '../../../../ui/Modal';
import { Spinner } from '../../../../ui/Spinner';
import { useAdminI18n } from '../../admin-i18n';
import type { SettingsTabProps } from '../tabs';
import { CheckField, SelectField, TextField } from './fields';
import { EMPTY_REWARD, rewardDraftOf, rewardFromDraft } from './reward-form';
import type { RewardDraft } from './reward-form';
import { SectionFrame } from './SectionFrame';
import { useRows } from './useRows';
import type { RowOutcome } from './useRows';
import { useSection } from './useSection';
import './brand.css';

const rowsOf = (answer: AdminLoyalty) => answer.rewards;

export function LoyaltyTab({ company, onUnauthorized }: SettingsTabProps) {
  const { t } = useAdminI18n();
  const [rulesLoad] = useState(() => async () => (await getLoyalty()).rules);
  const rules = useSection({
    load: rulesLoad,
    save: saveLoyaltyRules,
    schema: LoyaltyRulesValue,
    onUnauthorized,
  });
  const [pointsText, setPointsText] = useState<string | null>(null);
  // Values loaded from the server (a reload, the current values after a conflict) replace the typing.
  useEffect(() => setPointsText(null), [rules.revision]);
  const { rows, loadFailed, reload, run } = useRows({ load: getLoyalty, rowsOf, onUnauthorized });
  const [editing, setEditing] = useState<AdminReward | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminReward | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const currency = company.currency;

  async function confirmDelete() {
    if (!deleting) return;
    const target = deleting;
    setDeleteBusy(true);
    const outcome = await run(
      () => deleteReward(target.id, target.version).then(() => target),
      true,
    );
    setDeleteBusy(false);
    setDeleting(null);
    setNotice(
      outcome.ok
        ? t('admin.brand.loyalty.deleted', { name: target.name })
        : t('admin.brand.common.rowConflict'),
    );
  }

  return (
    <div className="ab-stack">
      <SectionFrame
        section={rules}
        title={t('admin.brand.loyalty.title')}
        intro={<p className="a-muted">{t('admin.brand.loyalty.intro')}</p>}
      >
        {(draft) => (
          <>
            <CheckField
              label={t('admin.brand.loyalty.active')}
              checked={draft.active}
              onChange={(active) => rules.edit({ ...draft, active })}
            />
            <TextField
              label={t('admin.brand.loyalty.points', { currency: currency.code })}
              value={pointsText ?? String(draft.points_per_unit)}
              inputMode="numeric"
              error={rules.errors.points_per_unit}
              onChange={(text) => {
                setPointsText(text);
                rules.edit({
                  ...draft,
                  points_per_unit: /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN,
                });
              }}
            />
          </>
        )}
      </SectionFrame>

      <section className="ab-form" aria-labelledby="ab-rewards-title">
        <h2 id="ab-rewards-title" className="ab-title">
          {t('admin.brand.loyalty.rewards')}
        </h2>
        <p className="ab-status" role="status" aria-live="polite">
          {notice}
        </p>
        {loadFailed ? (
          <div className="a-state" role="alert">
            <p className="a-error">{t('admin.brand.common.loadFailed')}</p>
            <Button variant="secondary" onClick={reload}>
              {t('admin.brand.common.retry')}
            </Button>
          </div>
        ) : rows === null ? (
          <div className="a-state" role="status">
            <Spinner />
            <p>{t('admin.brand.common.loading')}</p>
          </div>
        ) : (
          <>
            {rows.length === 0 ? (
              <p className="a-empty">{t('admin.brand.loyalty.empty')}</p>
            ) : (
              <ul className="ab-list">
                {rows.map((reward) => (
                  <li key={reward.id} className="ab-row">
                    <div className="ab-row__head">
                      <strong>{reward.name}</strong>
                      <span>
                        {t('admin.brand.loyalty.costs', { points: reward.required_points })} ·{' '}
                        {reward.discount_type === 'percentage'
                          ? t('admin.brand.coupons.percentOff', { value: reward.value })
                          : t('admin.brand.coupons.amountOff', {
                              value: formatMoney(reward.value, currency),
                            })}
                      </span>
                    </div>
                    <div className="ab-row__actions">
                      <Button
                        variant="secondary"
                        aria-label={t('admin.brand.loyalty.editNamed', { name: reward.name })}
                        onClick={() => {
                          setNotice(null);
                          setEditing(reward);
                        }}
                      >
                        {t('admin.brand.common.edit')}
                      </Button>
                      <Button
                        variant="text"
                        aria-label={t('admin.brand.loyalty.deleteNamed', { name: reward.name })}
                        onClick={() => setDeleting(reward)}
                      >
                        {t('admin.brand.common.delete')}
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
            {editing === null ? (
              <Button onClick={() => setEditing('new')}>{t('admin.brand.loyalty.add')}</Button>
            ) : (
              <RewardEditor
                key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`}
                reward={editing === 'new' ? null : editing}
                currency={currency}
                onSave={async (input, version, id) => {
                  const outcome = await run(() =>
                    id ? updateReward(id, { ...input, version }) : createReward(input),
                  );
                  if (outcome.ok) {
                    setEditing(null);
                    setNotice(t('admin.brand.loyalty.saved', { name: outcome.row.name }));
                  }
                  return outcome;
                }}
                onReload={setEditing}
                onCancel={() => setEditing(null)}
              />
            )}
          </>
        )}
      </section>
      <Modal
        open={deleting !== null}
        onClose={() => {
          if (!deleteBusy) setDeleting(null);
        }}
        persistent={deleteBusy}
        title={deleting ? t('admin.brand.loyalty.deleteTitle', { name: deleting.name }) : ''}
        footer={
          <div className="a-dialog-actions">
            <Button variant="secondary" onClick={() => setDeleting(null)} disabled={deleteBusy}>
              {t('admin.brand.common.cancel')}
            </Button>
            <Button busy={deleteBusy} onClick={() => void confirmDelete()}>
              {t('admin.brand.common.delete')}
            </Button>
          </div>
        }
      >
        <p className="a-dialog-text">{t('admin.brand.loyalty.deleteText')}</p>
      </Modal>
    </div>
  );
}

function RewardEditor({
  reward,
  currency,
  onSave,
  onReload,
  onCancel,
}: {
  reward: AdminReward | null;
  currency: Currency;
  onSave: (
    input: RewardInput,
    version: number,
    id: string | null,
  ) => Promise<RowOutcome<AdminReward>>;
  onReload: (current: AdminReward) => void;
  onCancel: () => void;
}) {
  const { t } = useAdminI18n();
  const titleId = useId();
  const [draft, setDraft] = useState<RewardDraft>(
    reward ? rewardDraftOf(reward, currency) : EMPTY_REWARD,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<AdminReward | null | 'none'>('none');
  const [failed, setFailed] = useState(false);
  const set = (patch: Partial<RewardDraft>) => setDraft((d) => ({ ...d, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailed(false);
    const checked = rewardFromDraft(draft, currency);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    const outcome = await onSave(checked.value, reward?.version ?? 1, reward?.id ?? null);
    setBusy(false);
    if (outcome.ok) return;
    const { failure } = outcome;
    if (failure.kind === 'invalid') setErrors(failure.errors);
    else if (failure.kind === 'conflict') setConflict(failure.current);
    else if (failure.kind === 'refused' && failure.code === 'not_found') setConflict(null);
    else setFailed(true);
  }

  return (
    <form
      className="ab-editor"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={titleId}
    >
      <h3 id={titleId}>
        {reward
          ? t('admin.brand.loyalty.editTitle', { name: reward.name })
          : t('admin.brand.loyalty.newTitle')}
      </h3>
      <TextField
        label={t('admin.brand.loyalty.name')}
        value={draft.name}
        maxLength={60}
        error={errors.name}
        onChange={(name) => set({ name })}
      />
      <TextField
        label={t('admin.brand.loyalty.required')}
        value={draft.required_points}
        inputMode="numeric"
        error={errors.required_points}
        onChange={(required_points) => set({ required_points })}
      />
      <SelectField
        label={t('admin.brand.coupons.type')}
        value={draft.discount_type}
        options={DISCOUNT_TYPES.map((type) => ({
          value: type,
          label: t(`admin.brand.discount.${type}`),
        }))}
        onChange={(discount_type) => set({ discount_type })}
      />
      <TextField
        label={
          draft.discount_type === 'percentage'
            ? t('admin.brand.discount.percentValue')
            : t('admin.brand.discount.amountValue', { currency: currency.code })
        }
        value={draft.value}
        inputMode={draft.discount_type === 'percentage' ? 'numeric' : 'decimal'}
        error={errors.value}
        onChange={(value) => set({ value })}
      />
      {conflict !== 'none' ? (
        <div className="a-notice" role="alert">
          <p>{conflict ? t('admin.brand.common.rowConflict') : t('admin.brand.common.rowGone')}</p>
          {conflict ? (
            <Button variant="secondary" onClick={() => onReload(conflict)}>
              {t('admin.brand.common.loadCurrent')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {failed ? (
        <p className="a-error" role="alert">
          {t('admin.brand.common.failed')}
        </p>
      ) : null}
      {Object.keys(errors).length > 0 ? (
        <p className="a-error" role="alert">
          {t('admin.brand.common.invalid')}
        </p>
      ) : null}
      <div className="ab-row__actions">
        <Button type="submit" busy={busy} disabled={busy}>
          {t('admin.brand.common.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('admin.brand.common.cancel')}
        </Button>
      </div>
    </form>
  );
}
