// §2.4 "On opening": the pause-order, scheduled-orders and attention-hours modals, one after the
// other, each once per visit.
import { useState } from 'react';
import { isolate } from '../../domain/bidi';
import { resolveTimeZone } from '../../domain/hours-time';
import type { OrderType } from '../../domain/order-taking';
import { formatInstant } from '../../domain/time-format';
import type { TimeFormat } from '../../domain/types';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { Button, Modal } from '../../ui';
import { OpeningHoursList } from '../opening-hours/OpeningHoursList';
import type { OpeningModal } from './opening-modals';
import './drawers.css';

/** When a pause ends, isolated: it sits inside a sentence that may run right to left. */
function untilText(
  iso: string | null,
  timeZone: string,
  locale: string,
  timeFormat: TimeFormat,
): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  const zone = resolveTimeZone(timeZone);
  return isolate(formatInstant(date, { locale, timeZone: zone, timeFormat, date: 'weekday' }));
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
                time: untilText(
                  type.pausedUntil,
                  company.timezone,
                  locale,
                  company.country.time_format,
                ),
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
