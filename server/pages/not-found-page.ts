// The §2.7 localized "digital menu disabled" page, in all nine locales (Arabic right to left).
// Server-rendered and self-contained (inline styles only, no script), so it shows even when the
// storefront bundle is missing.
import { LOCALES } from '../../src/domain/constants';
import type { Locale } from '../../src/domain/constants';
import { LOCALE_NAMES, localeDir } from '../../src/i18n/locale';
import { BRAND_ON_WHITE } from './colors';
import { escapeHtml } from './escape';
import { NOT_FOUND_TEXT, PROVIDER_SITE, providerPage } from './not-found-text';

// The language links are a wrapping row of 32 px targets: inline links on wrapped lines were
// 20 px apart, below WCAG 2.2's 24 px target size (axe, tests/e2e/accessibility.test.ts).
const STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f7fb;color:#1d2433}
main{max-width:560px;margin:12vh auto 0;padding:32px 24px;background:#fff;border-radius:16px;box-shadow:0 2px 12px #0001;text-align:center}
h1{font-size:1.5rem;margin:0 0 16px}p{line-height:1.5}
.button{display:inline-block;margin-top:16px;padding:12px 24px;border-radius:8px;background:${BRAND_ON_WHITE.button.fill};color:${BRAND_ON_WHITE.button.text};text-decoration:none;font-weight:600}
nav{display:flex;flex-wrap:wrap;justify-content:center;gap:4px 8px;margin-top:24px;font-size:.9rem}nav a{display:inline-flex;align-items:center;min-block-size:32px;padding:0 6px;color:${BRAND_ON_WHITE.link}}.muted{color:#5b6475;font-size:.9rem}`;

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
  return `<!doctype html>
<html lang="${locale}" dir="${localeDir(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(t.title)}</title>
<link rel="icon" href="/favicon_500.png">
${alternates}
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(t.heading)}</h1>
<p>${escapeHtml(t.body)}</p>
<p>${escapeHtml(t.contact)}</p>
<p class="muted">${escapeHtml(t.marketingIntro)}
<a href="${providerPage(locale, 'features')}">${escapeHtml(t.features)}</a> ·
<a href="${providerPage(locale, 'pricing')}">${escapeHtml(t.pricing)}</a></p>
<a class="button" href="${PROVIDER_SITE}">${escapeHtml(t.mainSite)}</a>
<nav aria-label="${escapeHtml(t.otherLanguages)}">${languageLinks}</nav>
</main>
</body>
</html>`;
}
