// The frame of the server's self-contained pages that no company owns (the neutral base host,
// the §2.7 "menu disabled" page): one card on a quiet background, inline styles only and no
// script, so they show even when the storefront bundle is missing.
import type { Locale } from '../../src/domain/constants';
import { localeDir } from '../../src/i18n/locale';
import { BRAND_ON_WHITE } from './colors';
import { escapeHtml } from './escape';

export const PLAIN_STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f7fb;color:#1d2433}
main{max-width:560px;margin:12vh auto 0;padding:32px 24px;background:#fff;border-radius:16px;box-shadow:0 2px 12px #0001;text-align:center}
h1{font-size:1.5rem;margin:0 0 16px}p{line-height:1.5}
.button{display:inline-block;margin-top:16px;padding:12px 24px;border-radius:8px;background:${BRAND_ON_WHITE.button.fill};color:${BRAND_ON_WHITE.button.text};text-decoration:none;font-weight:600}`;

export interface PlainPage {
  locale: Locale;
  title: string;
  /** Already-escaped HTML: extra head tags and the main card's content. */
  head?: string;
  main: string;
  /** CSS added after PLAIN_STYLE. */
  style?: string;
}

export function renderPlainPage({ locale, title, head = '', main, style = '' }: PlainPage): string {
  return `<!doctype html>
<html lang="${locale}" dir="${localeDir(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon_500.png">
${head}<style>${PLAIN_STYLE}${style}</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>`;
}
