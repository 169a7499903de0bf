// Pause an order type for 15/30/60 minutes or a custom number (0 resumes). The settings are
// refetched afterwards so each type shows its real state.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { pauseOrderType } from '../../api/kitchen';
import type { PausableOrderType } from '../../api/kitchen';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { showSnackbar } from '../../ui/Snackbar';
import { formatOrderTime } from '../tracking/order-time';
import { refreshSettings } from './kitchen-boot';
import { actionRefusal } from './refusal';
import { parsePauseMinutes } from './stock-list';

const TYPES: readonly PausableOrderType[] = ['onsite', 'takeaway', 'delivery'];
const PRESETS = ['15', '30', '60'] as const;

export function PauseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, locale } = useI18n();
  const { settings, company, companyId } = useApp();
  const [type, setType] = useState<PausableOrderType | null>(null);
  const [choice, setChoice] = useState<string>('15');
  const [custom, setCustom] = useState('');
  const [busy, setBusy] = useState(false);
  const customId = useId();
  const active = TYPES.filter((name) => settings?.[name].active);
  const selected = type ?? active[0] ?? null;

  async function send(target: PausableOrderType, minutes: number) {
    if (!companyId) return;
    setBusy(true);
    try {
      await pauseOrderType(target, minutes);
      await refreshSettings(companyId);
      showSnackbar(t(minutes === 0 ? 'kitchen.pause.resumed' : 'kitchen.pause.done'), 'success');
    } catch (error) {
      const notice = actionRefusal(error, 'kitchen.pause.failed');
      showSnackbar(t(notice.key, notice.params), 'error');
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const minutes = parsePauseMinutes(choice === 'custom' ? custom : choice);
    if (selected && minutes !== null) void send(selected, minutes);
  }

  const until = (name: PausableOrderType) => {
    const value = settings?.[name].disabled_until;
    return value && Date.parse(value) > Date.now()
      ? formatOrderTime(value, {
          timeZone: company?.timezone,
          locale,
          timeFormat: company?.country?.time_format ?? '24h',
        })
      : null;
  };
  const customInvalid = choice === 'custom' && parsePauseMinutes(custom) === null;

  return (
    <Modal open={open} onClose={onClose} title={t('kitchen.pause.title')}>
      <ul className="k-types">
        {active.map((name) => {
          const paused = until(name);
          return (
            <li key={name}>
              <span>
                <strong>{t(`common.orderTypes.${name}`)}</strong>{' '}
                <span className="k-muted">
                  {paused
                    ? t('kitchen.pause.pausedUntil', { time: paused })
                    : t('kitchen.pause.active')}
                </span>
              </span>
              {paused ? (
                <Button variant="secondary" busy={busy} onClick={() => void send(name, 0)}>
                  {t('kitchen.pause.resume')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <form className="k-pause" onSubmit={submit}>
        <fieldset>
          <legend>{t('kitchen.pause.type')}</legend>
          {active.map((name) => (
            <label key={name} className="k-chip">
              <input
                type="radio"
                name="pause-type"
                checked={selected === name}
                onChange={() => setType(name)}
              />
              {t(`common.orderTypes.${name}`)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('kitchen.pause.minutes')}</legend>
          {[...PRESETS, 'custom'].map((value) => (
            <label key={value} className="k-chip">
              <input
                type="radio"
                name="pause-minutes"
                checked={choice === value}
                onChange={() => setChoice(value)}
              />
              {value === 'custom' ? t('kitchen.pause.custom') : t('kitchen.age', { n: value })}
            </label>
          ))}
        </fieldset>
        {choice === 'custom' ? (
          <>
            <label htmlFor={customId}>{t('kitchen.pause.customLabel')}</label>
            <input
              id={customId}
              className="k-input"
              inputMode="numeric"
              value={custom}
              onChange={(e) => setCustom(e.target.value)}
              aria-invalid={custom !== '' && customInvalid}
            />
          </>
        ) : null}
        <Button type="submit" block busy={busy} disabled={!selected || customInvalid}>
          {t('kitchen.pause.apply')}
        </Button>
      </form>
    </Modal>
  );
}
