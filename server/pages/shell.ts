// Fills the storefront's index.html: <html lang dir>, <!--ssr-head-->, <!--ssr-boot--> and, for a
// page the server draws, the content of <div id="root">.
// Replacements use functions so a '$' in tenant text is never read as a replacement pattern.
import { escapeHtml, jsonForScript } from './escape';

export interface ShellParts {
  lang: string;
  dir: 'ltr' | 'rtl';
  head: string;
  boot: unknown;
  /** The page's HTML for #root ('' or absent: the browser draws it). */
  root?: string;
}

function setAttribute(tag: string, name: string, value: string): string {
  const attribute = new RegExp(`\\s${name}=("[^"]*"|'[^']*'|[^\\s>]+)`, 'i');
  const replacement = ` ${name}="${escapeHtml(value)}"`;
  return attribute.test(tag)
    ? tag.replace(attribute, () => replacement)
    : tag.replace(/^<html/i, () => `<html${replacement}`);
}

export function fillShell(template: string, parts: ShellParts): string {
  // The server's title and description replace any the template carries, so there is one of each.
  let html = template;
  if (html.includes('<!--ssr-head-->')) {
    html = html
      .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
      .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  }
  html = html.replace(/<html\b[^>]*>/i, (tag) =>
    setAttribute(setAttribute(tag, 'lang', parts.lang), 'dir', parts.dir),
  );
  html = html.replace('<!--ssr-head-->', () => parts.head);
  if (parts.root)
    html = html.replace('<div id="root"></div>', () => `<div id="root">${parts.root}</div>`);
  const boot = `<script type="application/json" id="comanda-boot">${jsonForScript(parts.boot)}</script>`;
  return html.replace('<!--ssr-boot-->', () => boot);
}
