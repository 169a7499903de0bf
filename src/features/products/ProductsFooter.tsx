// §2.4 footer: install app, back to the landing (hidden when arriving by QR), 'report
// something' and the promotion link: the landing's footer with its own link and styles.
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { StoreFooter } from '../landing/StoreFooter';
import './page-bottom.css';

export function ProductsFooter() {
  const { qr } = useApp();
  const { t } = useI18n();
  return (
    <StoreFooter
      classPrefix="pp"
      navLabel={t('products.footer.label')}
      pageLink={qr ? null : { to: '/', label: t('products.footer.home') }}
    />
  );
}
