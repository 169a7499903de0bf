// §2.3 optional QR chip: the table/zone the visitor scanned.
import { Icon } from '../../ui/Icon';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { qrDisplayName } from '../../domain/formatting';

export function QrChip() {
  const { qr } = useApp();
  const { t } = useI18n();
  if (!qr) return null;
  return (
    <span className="lp-pill lp-qr">
      <Icon name="table" size={18} />
      <span className="lp-visually-hidden">{t('landing.qr.label')}: </span>
      <span>{qrDisplayName(qr)}</span>
    </span>
  );
}
