// §2.3 optional QR chip: the table/zone the visitor scanned. A table's chip links to the table's
// tab (issue [17/21]): the only way in, kept this small so the landing's budget holds.
import { Icon } from '../../ui/Icon';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { qrDisplayName } from '../../domain/formatting';
import { LinkKeepQuery } from '../../app/navigation';

export function QrChip() {
  const { qr } = useApp();
  const { t } = useI18n();
  if (!qr) return null;
  const content = (
    <>
      <Icon name="table" size={18} />
      <span className="lp-visually-hidden">{t('landing.qr.label')}: </span>
      <span>{qrDisplayName(qr)}</span>
    </>
  );
  if (qr.ordering_type !== 'TABLE') return <span className="lp-pill lp-qr">{content}</span>;
  return (
    <LinkKeepQuery to="/tab" className="lp-pill lp-qr">
      {content}
      <span> · {t('landing.qr.tab')}</span>
    </LinkKeepQuery>
  );
}
