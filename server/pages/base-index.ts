// The bare BASE_HOST (e.g. localhost:3000) belongs to no company. Rather than a 404, it lists the
// storefronts, so a developer who opens the printed address finds the demos (docs/decisions.md).
import { BRAND_ON_WHITE } from './colors';
import { escapeHtml } from './escape';

export interface StorefrontLink {
  name: string;
  url: string;
  enabled: boolean;
}

export function renderBaseIndex(links: StorefrontLink[]): string {
  const items = links
    .map(
      (l) =>
        `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.name)}</a> <code>${escapeHtml(l.url)}</code>${l.enabled ? '' : ' <em>(menu disabled)</em>'}</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Comanda storefronts</title>
<link rel="icon" href="/favicon_500.png">
<style>body{font-family:system-ui,sans-serif;max-width:720px;margin:40px auto;padding:0 16px;color:#1d2433}
li{margin:10px 0}a{color:${BRAND_ON_WHITE.link};font-weight:600}code{color:#5b6475;font-size:.85rem}</style>
</head>
<body>
<h1>Comanda</h1>
<p>Each storefront lives on its own subdomain. Open one:</p>
<ul>
${items || '<li>No storefronts yet.</li>'}
</ul>
</body>
</html>`;
}
