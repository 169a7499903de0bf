// The last-resort pages of §2.7. They use the module-level t() (no hooks, no context) and
// fall back to English text, so they render even when i18n or the store is what broke.
import { t } from '../../i18n';
import { homeHref } from './home-href';
import './errors.css';

function safeT(key: string, english: string): string {
  try {
    const value = t(key);
    return value === key ? english : value;
  } catch {
    return english;
  }
}

/** Shown when rendering the error page itself failed. */
export function ErrorPageFailed() {
  return (
    <main className="c-error-page">
      <h1>
        {safeT('common.errors.errorPageFailed', 'An error occurred while showing the error page')}
      </h1>
      <a href={homeHref()}>{safeT('common.goHome', 'Go to the home page')}</a>
    </main>
  );
}

/** The further fallback: a page that could not be found. */
export function PageNotFound() {
  return (
    <main className="c-error-page">
      <h1>{safeT('common.errors.pageNotFound', 'This page could not be found')}</h1>
      <a href={homeHref()}>{safeT('common.goHome', 'Go to the home page')}</a>
    </main>
  );
}
