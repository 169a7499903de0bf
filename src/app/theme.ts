// Applies the company theme to <html>. Font stylesheets come only from this server's
// /fonts/{name}.css (never from the internet): self-hosted woff2 faces (src/domain/font-files.ts),
// and a missing file leaves the system stack. The server already puts the company's fonts' rules
// in the filled <head> (server/pages/font-links.ts); a font already there is not added twice.
import type { EcommerceSettings } from '../domain/types';

const loadedFonts = new Set<string>();

/** True when <head> already has this font: the server's inline rules, or an earlier link. */
function alreadyLinked(name: string, href: string): boolean {
  if (document.head.querySelector(`style[data-font="${CSS.escape(name)}"]`)) return true;
  const wanted = new URL(href, document.baseURI).href;
  for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
    if (link.href === wanted) return true;
  return false;
}

/** Adds /fonts/{name}.css to <head> once. Also used by the back office's landing preview. */
export function loadFontStylesheet(name: string): void {
  if (loadedFonts.has(name)) return;
  loadedFonts.add(name);
  const href = `/fonts/${name}.css`;
  if (alreadyLinked(name, href)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.onerror = () => link.remove();
  document.head.appendChild(link);
}

/** The settings whose theme the page wears now (undefined: none applied yet). */
let applied: EcommerceSettings | null | undefined;

/**
 * The server drew this page in these settings' theme (its inline `html:root` block and font
 * rules, server/routes/pages/storefront.ts, from the same boot data): applying it again would
 * compute every readable colour pair and restyle the whole page for nothing, a long task on a
 * 300-card menu (issue [12/13]).
 */
export function themedByServer(settings: EcommerceSettings): void {
  if (document.getElementById('comanda-theme')) applied = settings;
}

/**
 * Puts the settings' theme on <html>. Its colour rules (every readable pair, theme-vars.ts) load
 * only when a theme is applied here: a page the server drew wears its theme already, so the
 * landing's first scripts carry none of them.
 */
export async function applyTheme(settings: EcommerceSettings | null): Promise<void> {
  if (settings === applied) return;
  applied = settings;
  const { themeVariables } = await import('./theme-vars');
  // Another company's settings came while the rules loaded: theirs apply, not these.
  if (applied !== settings) return;
  const { vars, fonts } = themeVariables(settings);
  const style = document.documentElement.style;
  for (const [name, value] of Object.entries(vars)) style.setProperty(name, value);
  for (const font of fonts) loadFontStylesheet(font);
}
