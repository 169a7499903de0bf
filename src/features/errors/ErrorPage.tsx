// §2.7 generic error page: '404 Not Found' for status 404, otherwise 'An error occurred',
// with a home-page button. A full navigation home clears whatever state broke the page.
import { useI18n } from '../../i18n';
import { Icon } from '../../ui/Icon';
import { homeHref } from './home-href';
import './errors.css';

export interface ErrorPageProps {
  status?: number | null;
  /** Extra line under the title, e.g. the offline hint. */
  detail?: string;
}

export function ErrorPage({ status, detail }: ErrorPageProps) {
  const { t } = useI18n();
  const notFound = status === 404;
  const offline = status === 0;
  const text =
    detail ??
    (notFound ? t('common.errors.pageNotFound') : offline ? t('common.errors.offline') : null);
  return (
    <main className="c-error-page" id="main">
      <Icon name="info" size={48} />
      <h1>{notFound ? t('common.errors.notFound') : t('common.errors.generic')}</h1>
      {text ? <p>{text}</p> : null}
      <a className="c-button c-button--primary" href={homeHref()}>
        {t('common.goHome')}
      </a>
    </main>
  );
}
