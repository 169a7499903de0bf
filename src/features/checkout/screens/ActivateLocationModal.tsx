// The activate-location modal (§2.10 DELIVERY_MAP, §8 'Geolocation denied'): why the map shows the
// coverage area, and how to let the browser share the location next time.
import { useI18n } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';

export function ActivateLocationModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('address.location.activateTitle')}
      className="ck-activate-location"
      footer={
        <Button block onClick={onClose}>
          {t('address.location.ok')}
        </Button>
      }
    >
      <p>{t('address.location.activateText')}</p>
      <p className="ck-hint">{t('address.location.activateHow')}</p>
    </Modal>
  );
}
