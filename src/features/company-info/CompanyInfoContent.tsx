// §2.8 company information, reusable by the /info page: status, name and logo, links,
// address and location, delivery coverage, order types, opening hours and the version.
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { OpeningHoursButton, OpeningHoursList } from '../opening-hours';
import { CompanyLogo } from '../landing/CompanyLogo';
import { RatingButton } from '../landing/RatingButton';
import { SocialLinks } from '../landing/SocialLinks';
import { CoverageSection } from './CoverageSection';
import { LocationCard } from './LocationCard';
import { OrderTypesSection } from './OrderTypesSection';
import { ShareButton } from './ShareButton';
import { SectionLevel, SectionTitle } from './SectionTitle';
import './company-info.css';

// Vite defines __APP_VERSION__ at build time; tests and tools that skip the define get ''.
const APP_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '';

/** headingLevel: its sections' heading level, 2 under a page's <h1>, 3 (default) in a sheet. */
export function CompanyInfoContent({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { company } = useApp();
  const { t } = useI18n();
  if (!company) return null;
  return (
    <SectionLevel value={headingLevel}>
      <div className="ci">
        <div className="ci-identity">
          <CompanyLogo company={company} size={72} className="ci-identity__logo" />
          <p className="ci-identity__name">{company.name}</p>
          <OpeningHoursButton variant="chip" />
        </div>
        <SocialLinks />
        <div className="ci-actions">
          <RatingButton />
          <ShareButton title={company.name} />
        </div>
        <LocationCard />
        <CoverageSection />
        <OrderTypesSection />
        <section className="ci-section" aria-labelledby="ci-hours">
          <SectionTitle id="ci-hours">{t('landing.hours.title')}</SectionTitle>
          <OpeningHoursList />
        </section>
        {APP_VERSION ? (
          <p className="ci-version">{t('info.version', { version: APP_VERSION })}</p>
        ) : null}
      </div>
    </SectionLevel>
  );
}
