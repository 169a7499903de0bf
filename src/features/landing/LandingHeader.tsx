// §2.3 header: logo and name, opening hours, rating, social links and the QR chip, and the diner's
// language (§2.1).
import { Icon } from '../../ui/Icon';
import { LanguageSwitcher } from '../../ui/LanguageSwitcher';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
// Imported directly, not through the barrel, so the lazy hours modal stays out of this chunk.
import { OpeningHoursButton } from '../opening-hours/OpeningHoursButton';
import { CompanyLogo } from './CompanyLogo';
import { QrChip } from './QrChip';
import { RatingButton } from './RatingButton';
import { SocialLinks } from './SocialLinks';
import './landing-header.css';

export function LandingHeader({ onOpenInfo }: { onOpenInfo: () => void }) {
  const { company } = useApp();
  const { t } = useI18n();
  if (!company) return null;
  return (
    <header className="lp-header">
      <div className="lp-brand">
        <CompanyLogo company={company} size={64} className="lp-brand__logo" />
        <h1 className="lp-brand__name">{company.name}</h1>
        <button
          type="button"
          className="lp-icon-button"
          aria-haspopup="dialog"
          onClick={onOpenInfo}
          aria-label={t('landing.info.open')}
        >
          <Icon name="info" />
        </button>
      </div>
      <div className="lp-header__chips">
        <OpeningHoursButton />
        <RatingButton />
        <QrChip />
        <LanguageSwitcher />
      </div>
      <SocialLinks />
    </header>
  );
}
