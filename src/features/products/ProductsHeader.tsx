// §2.4 header: logo, categories drawer, loyalty trigger, rating, opening hours, social links, and
// the diner's language (§2.1). At a scanned table, the link to the table's tab (issue [17/21]).
import { LinkKeepQuery } from '../../app/navigation';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { Icon } from '../../ui';
import { LanguageSwitcher } from '../../ui/LanguageSwitcher';
import { CompanyLogo } from '../landing/CompanyLogo';
import { RatingButton } from '../landing/RatingButton';
import { SocialLinks } from '../landing/SocialLinks';
// Imported directly, not through the barrel, so the lazy hours modal stays out of this chunk.
import { OpeningHoursButton } from '../opening-hours/OpeningHoursButton';
import { ProductIcon } from './ProductIcon';

export interface ProductsHeaderProps {
  loyaltyActive: boolean;
  hasCoupons: boolean;
  onCategories: () => void;
  onLoyalty: () => void;
  onCoupons: () => void;
}

export function ProductsHeader(props: ProductsHeaderProps) {
  const { company, qr } = useApp();
  const { t } = useI18n();
  if (!company) return null;
  return (
    <header className="pp-header">
      <div className="pp-header__brand">
        <CompanyLogo company={company} size={48} className="pp-header__logo" />
        <h1 className="pp-header__name">{company.name}</h1>
      </div>
      <div className="pp-header__chips">
        <OpeningHoursButton />
        <RatingButton />
        {props.loyaltyActive ? (
          <button
            type="button"
            className="lp-pill pp-pill"
            aria-haspopup="dialog"
            onClick={props.onLoyalty}
          >
            <ProductIcon name="gift" size={18} />
            {t('products.loyalty.open')}
          </button>
        ) : null}
        {props.hasCoupons ? (
          <button
            type="button"
            className="lp-pill pp-pill"
            aria-haspopup="dialog"
            onClick={props.onCoupons}
          >
            <ProductIcon name="tag" size={18} />
            {t('products.coupons.open')}
          </button>
        ) : null}
        {qr?.ordering_type === 'TABLE' ? (
          <LinkKeepQuery to="/tab" className="lp-pill pp-pill">
            <Icon name="table" size={18} />
            {t('products.tabLink')}
          </LinkKeepQuery>
        ) : null}
        <LanguageSwitcher />
      </div>
      <SocialLinks className="pp-header__social" />
      <button
        type="button"
        className="lp-pill pp-pill pp-header__categories"
        aria-haspopup="dialog"
        onClick={props.onCategories}
      >
        <Icon name="menu" size={18} />
        {t('products.categories')}
      </button>
    </header>
  );
}
