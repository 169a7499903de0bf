// 'view coverage area' after an address failed (§8): the company information's coverage section,
// its map (polygons or range circle, company marker) and its list.
import { useI18n } from '../../i18n';
import { Modal } from '../../ui/Modal';
import { CoverageSection } from '../company-info/CoverageSection';
import '../company-info/company-info.css';

export function CoverageModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Modal open={open} onClose={onClose} title={t('checkout.address.viewCoverage')}>
      <p className="ck-hint">{t('checkout.address.coverageHint')}</p>
      <CoverageSection />
    </Modal>
  );
}
