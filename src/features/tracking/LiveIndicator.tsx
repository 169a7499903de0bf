// A small live/offline badge for the order sockets; role=status so changes are announced.
import type { LiveStatus } from '../../api/live-socket';
import { useI18n } from '../../i18n';
import './live-indicator.css';

export function LiveIndicator({ status }: { status: LiveStatus | null }) {
  const { t } = useI18n();
  return (
    <span className="c-live" role="status" data-live={status ?? 'none'}>
      {status ? (
        <>
          <span className="c-live__dot" aria-hidden="true" />
          {t(`tracking.live.${status}`)}
        </>
      ) : null}
    </span>
  );
}
