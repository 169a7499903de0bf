// §2.3 footer: install app, the products page, 'report something', the promotion link.
import { useI18n } from '../../i18n';
import { StoreFooter } from './StoreFooter';

export function LandingFooter() {
  const { t } = useI18n();
  return (
    <StoreFooter
      classPrefix="lp"
      navLabel={t('landing.footer.label')}
      pageLink={{ to: '/products', label: t('landing.footer.products') }}
    />
  );
}
