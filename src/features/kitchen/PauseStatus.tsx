// The board's header names every paused order type until when, with Resume, the moment a pause
// is made here or on another board (issue [16/21] item 9).
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { usePauses } from './use-pause';

export function PauseStatus() {
  const { t } = useI18n();
  const { active, pausedUntil, send, busy } = usePauses();
  const paused = active.flatMap((type) => {
    const time = pausedUntil(type);
    return time ? [{ type, time }] : [];
  });
  return (
    <div className="k-paused" role="status" aria-label={t('kitchen.pause.pausedList')}>
      {paused.length > 0 ? (
        <ul>
          {paused.map(({ type, time }) => {
            const name = t(`common.orderTypes.${type}`);
            return (
              <li key={type} data-paused={type}>
                <span>
                  <strong>{name}</strong> · {t('kitchen.pause.pausedUntil', { time })}
                </span>
                <Button
                  variant="secondary"
                  busy={busy}
                  aria-label={t('kitchen.pause.resumeType', { type: name })}
                  onClick={() => void send(type, 0)}
                >
                  {t('kitchen.pause.resume')}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
