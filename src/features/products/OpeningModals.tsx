// §2.4 "On opening": the pause-order, scheduled-orders and attention-hours modals, one after the
// other, each once per visit.
import { useState } from 'react';
import type { OrderType } from '../../domain/order-taking';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { Button, Modal } from '../../ui';
import { OpeningHoursList } from '../opening-hours/OpeningHoursList';
import type { OpeningModal } from './opening-modals';
import './drawers.css';

function untilText(iso: string | null, timeZone: string, locale: string, hour12: boolean): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12,
  }).format(date);
}

export function OpeningModals({
  queue,
  orderTypes,
}: {
  queue: OpeningModal[];
  orderTypes: OrderType[];
}) {
  const { t, locale } = useI18n();
  const { company } = useApp();
  const [index, setIndex] = useState(0);
  const current = queue[index];
  if (!current || !company) return null;
  const next = () => setIndex((i) => i + 1);
  const hour12 = company.country.time_format === '12h';
  const ok = (
    <Button block onClick={next}>
      {t('products.modals.ok')}
    </Button>
  );
  if (current === 'pause') {
    const paused = orderTypes.filter((type) => !type.available);
    return (
      <Modal open onClose={next} title={t('products.modals.pauseTitle')} maxWidth={440} footer={ok}>
        <p>{t('products.modals.pauseIntro')}</p>
        <ul className="pp-paused" data-testid="paused-types">
          {paused.map((type) => (
            <li key={type.id}>
              {t('products.modals.pausedUntil', {
                service: t(`common.orderTypes.${type.name}`),
                time: untilText(type.pausedUntil, company.timezone, locale, hour12),
              })}
            </li>
          ))}
        </ul>
      </Modal>
    );
  }
  const scheduled = current === 'scheduled';
  return (
    <Modal
      open
      onClose={next}
      title={t(scheduled ? 'products.modals.scheduledTitle' : 'products.modals.attentionTitle')}
      maxWidth={440}
      footer={ok}
      className={scheduled ? 'pp-modal--scheduled' : 'pp-modal--attention'}
    >
      <p>{t(scheduled ? 'products.modals.scheduledText' : 'products.modals.attentionText')}</p>
      {scheduled ? null : <OpeningHoursList />}
    </Modal>
  );
}
