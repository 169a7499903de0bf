// §2.8 company information modal: a bottom sheet titled 'information' with a close button.
import { BottomSheet } from '../../ui';
import { useI18n } from '../../i18n';
import { CompanyInfoContent } from './CompanyInfoContent';

export function CompanyInfoModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <BottomSheet open={open} onClose={onClose} title={t('info.title')} maxWidth={600}>
      <CompanyInfoContent />
    </BottomSheet>
  );
}
