// §2.9 opening-hours button: open/closed, 'close in {minutes}', 'order for later'. The chip
// variant is the same status without the modal (the §2.8 status chip).
import { lazy, Suspense, useState } from 'react';
import { Icon } from '../../ui/Icon';
import { useI18n } from '../../i18n';
import { statusLabel } from './opening-hours';
import { useOpeningStatus } from './useOpeningStatus';
import './opening-hours.css';

// The weekly list loads on first open: the button itself needs only the open/closed status.
const OpeningHoursModal = lazy(() =>
  import('./OpeningHoursModal').then((m) => ({ default: m.OpeningHoursModal })),
);

export interface OpeningHoursButtonProps {
  variant?: 'button' | 'chip';
  className?: string;
}

export function OpeningHoursButton({ variant = 'button', className }: OpeningHoursButtonProps) {
  const { t } = useI18n();
  const status = useOpeningStatus();
  const [modalOpen, setModalOpen] = useState(false);
  if (!status) return null;
  const label = statusLabel(status, t);
  const classes = [
    'oh-status',
    `oh-status--${label.tone}`,
    `oh-status--${variant}`,
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      <span className="oh-status__dot" aria-hidden="true" />
      <span className="oh-status__text">{label.status}</span>
      {label.detail ? <span className="oh-status__detail">{label.detail}</span> : null}
    </>
  );

  if (variant === 'chip') return <span className={classes}>{content}</span>;
  return (
    <>
      <button
        type="button"
        className={classes}
        aria-haspopup="dialog"
        onClick={() => setModalOpen(true)}
      >
        <Icon name="clock" size={18} />
        <span className="oh-visually-hidden">{t('landing.hours.title')}: </span>
        {content}
      </button>
      {modalOpen ? (
        <Suspense fallback={null}>
          <OpeningHoursModal open onClose={() => setModalOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
