// §2.9: the modal the opening-hours button opens.
import { Modal } from '../../ui';
import { useI18n } from '../../i18n';
import { OpeningHoursList } from './OpeningHoursList';

export function OpeningHoursModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Modal open={open} onClose={onClose} title={t('landing.hours.title')} maxWidth={420}>
      <OpeningHoursList />
    </Modal>
  );
}
