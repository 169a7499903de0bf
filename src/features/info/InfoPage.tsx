// /info (§2.7): the company information card with a 'View menu' button to /products. The card's
// content is the §2.8 company information, shared with the landing's information modal. The
// diner's language (§2.1) can be switched here too.
import { LinkKeepQuery } from '../../app/navigation';
import { usePageHead } from '../../app/usePageHead';
import { CompanyInfoContent } from '../company-info';
import { useI18n } from '../../i18n';
import { LanguageSwitcher } from '../../ui/LanguageSwitcher';
import './info.css';

export function InfoPage() {
  const { t } = useI18n();
  usePageHead('/info');
  return (
    <main className="c-page c-info" id="main">
      <article className="c-card c-info__card" aria-labelledby="info-title">
        <div className="c-info__top">
          <h1 id="info-title" className="c-info__title">
            {t('common.info.title')}
          </h1>
          <LanguageSwitcher />
        </div>
        <CompanyInfoContent headingLevel={2} />
        <LinkKeepQuery to="/products" className="c-button c-button--primary c-button--block">
          {t('common.viewMenu')}
        </LinkKeepQuery>
      </article>
    </main>
  );
}
