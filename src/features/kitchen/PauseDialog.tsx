// Pause an order type for 15/30/60 minutes or a custom number (0 resumes). The server's answer
// updates the settings at once (use-pause.ts), so each type shows its real state, with Resume,
// while the dialog stays open.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { PausableOrderType } from '../../api/kitchen';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { parsePauseMinutes } from './stock-list';
import { usePauses } from './use-pause';

const PRESETS = ['15', '30', '60'] as const;

export function PauseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const { active, pausedUntil: until, send, busy } = usePauses();
  const [type, setType] = useState<PausableOrderType | null>(null);
  const [choice, setChoice] = useState<string>('15');
  const [custom, setCustom] = useState('');
  const customId = useId();
  const selected = type ?? active[0] ?? null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const minutes = parsePauseMinutes(choice === 'custom' ? custom : choice);
    if (selected && minutes !== null) void send(selected, minutes);
  }

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
