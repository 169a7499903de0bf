// The §2.7 localized "digital menu disabled" page, in all nine locales (Arabic right to left),
// in the plain frame of plain-page.ts.
import { LOCALES } from '../../src/domain/constants';
import type { Locale } from '../../src/domain/constants';
import { LOCALE_NAMES, localeDir } from '../../src/i18n/locale';
import { BRAND_ON_WHITE } from './colors';
import { escapeHtml } from './escape';
import { NOT_FOUND_TEXT, PROVIDER_SITE, providerPage } from './not-found-text';
import { renderPlainPage } from './plain-page';

// The language links are a wrapping row of 32 px targets: inline links on wrapped lines were
// 20 px apart, below WCAG 2.2's 24 px target size (axe, tests/e2e/accessibility.test.ts).
const STYLE = `nav{display:flex;flex-wrap:wrap;justify-content:center;gap:4px 8px;margin-top:24px;font-size:.9rem}nav a{display:inline-flex;align-items:center;min-block-size:32px;padding:0 6px;color:${BRAND_ON_WHITE.link}}.muted{color:#5b6475;font-size:.9rem}`;

export function renderNotFoundPage(locale: Locale): string {
  const t = NOT_FOUND_TEXT[locale];
  const alternates = LOCALES.map(
    (other) => `<link rel="alternate" hreflang="${other}" href="/${other}/404">`,
  ).join('');
  const languageLinks = LOCALES.filter((other) => other !== locale)
    .map(
      (other) =>
        `<a href="/${other}/404" hreflang="${other}" lang="${other}" dir="${localeDir(other)}">${escapeHtml(LOCALE_NAMES[other])}</a>`,
    )
    .join('');
  return renderPlainPage({
    locale,
    title: t.title,
    head: `${alternates}\n`,
    style: STYLE,
    main: `<h1>${escapeHtml(t.heading)}</h1>
<p>${escapeHtml(t.body)}</p>
<p>${escapeHtml(t.contact)}</p>
<p class="muted">${escapeHtml(t.marketingIntro)}
<a href="${providerPage(locale, 'features')}">${escapeHtml(t.features)}</a> ·
<a href="${providerPage(locale, 'pricing')}">${escapeHtml(t.pricing)}</a></p>
<a class="button" href="${PROVIDER_SITE}">${escapeHtml(t.mainSite)}</a>
<nav aria-label="${escapeHtml(t.otherLanguages)}">${languageLinks}</nav>`,
  });
}
