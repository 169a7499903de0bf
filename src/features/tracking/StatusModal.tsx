// §4.3 order status modal, opened on load when shouldShowStatusModal says so.
import type { Order } from '../../domain/types';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { timeline } from './timeline';

export function StatusModal({
  open,
  order,
  onClose,
}: {
  open: boolean;
  order: Order;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const current = timeline(order.status, order.service_type).find((s) => s.state === 'current');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('tracking.modal.title')}
      footer={
        <Button block onClick={onClose}>
          {t('tracking.modal.ok')}
        </Button>
      }
    >
      <p>{t('tracking.orderNumber', { id: order.public_id })}</p>
      {current ? (
        <p>
          <strong>{t(`tracking.steps.${current.id}`)}</strong>
        </p>
      ) : null}
      <p>{t('tracking.modal.body')}</p>
    </Modal>
  );
}
