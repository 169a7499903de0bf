// The §2.7 localized "digital menu disabled" page. Server-rendered and self-contained (inline
// styles only, no script), so it shows even when the storefront bundle is missing.
import { NOT_FOUND_LOCALES } from '../../src/domain/constants';
import { escapeHtml } from './escape';
import { NOT_FOUND_TEXT, PROVIDER_SITE, providerPage } from './not-found-text';
import type { NotFoundLocale } from './visitor-locale';

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f7fb;color:#1d2433}
main{max-width:560px;margin:12vh auto 0;padding:32px 24px;background:#fff;border-radius:16px;box-shadow:0 2px 12px #0001;text-align:center}
h1{font-size:1.5rem;margin:0 0 16px}p{line-height:1.5}
.button{display:inline-block;margin-top:16px;padding:12px 24px;border-radius:8px;background:#006EFF;color:#fff;text-decoration:none;font-weight:600}
nav{margin-top:24px;font-size:.9rem}nav a{margin:0 6px;color:#006EFF}.muted{color:#5b6475;font-size:.9rem}`;

export function renderNotFoundPage(locale: NotFoundLocale): string {
  const t = NOT_FOUND_TEXT[locale];
  const alternates = NOT_FOUND_LOCALES.map(
    (other) => `<link rel="alternate" hreflang="${other}" href="/${other}/404">`,
  ).join('');
  const languageLinks = NOT_FOUND_LOCALES.filter((other) => other !== locale)
    .map(
      (other) =>
        `<a href="/${other}/404" hreflang="${other}" lang="${other}">${escapeHtml(NOT_FOUND_TEXT[other].languageName)}</a>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${locale}" dir="ltr">
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
