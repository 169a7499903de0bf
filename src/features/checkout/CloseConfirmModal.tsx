// 'Do you want to leave your order?' (§2.10): leaving clears the checkout data (§4.4).
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

interface Props {
  open: boolean;
  onCancel: () => void;
  onLeave: () => void;
}

export function CloseConfirmModal({ open, onCancel, onLeave }: Props) {
  const { t } = useI18n();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={t('checkout.leave.title')}
      footer={
        <div className="ck-actions">
          <Button variant="secondary" onClick={onCancel}>
            {t('checkout.leave.cancel')}
          </Button>
          <Button onClick={onLeave}>{t('checkout.leave.confirm')}</Button>
        </div>
      }
    >
      <p>{t('checkout.leave.text')}</p>
    </Modal>
  );
}
