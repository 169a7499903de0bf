// Cancelling cannot be undone, so it asks first.
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

export function CancelDialog(props: {
  open: boolean;
  publicId: string;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useI18n();
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={t('kitchen.cancelTitle', { id: props.publicId })}
      footer={
        <div className="k-dialog__buttons">
          <Button variant="secondary" onClick={props.onClose}>
            {t('kitchen.keep')}
          </Button>
          <Button className="k-danger" onClick={props.onConfirm}>
            {t('kitchen.cancelConfirm')}
          </Button>
        </div>
      }
    >
      <p>{t('kitchen.cancelBody')}</p>
    </Modal>
  );
}
