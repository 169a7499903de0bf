// Applies the company theme to <html>. Font stylesheets come only from this server's
// /fonts/{name}.css (never from the internet); a missing file leaves the system stack.
import type { EcommerceSettings } from '../domain/types';
import { themeVariables } from './theme-vars';

const loadedFonts = new Set<string>();

function loadFont(name: string): void {
  if (loadedFonts.has(name)) return;
  loadedFonts.add(name);
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = `/fonts/${name}.css`;
  link.onerror = () => link.remove();
  document.head.appendChild(link);
}

export function applyTheme(settings: EcommerceSettings | null): void {
  const { vars, fonts } = themeVariables(settings);
  const style = document.documentElement.style;
  for (const [name, value] of Object.entries(vars)) style.setProperty(name, value);
  for (const font of fonts) loadFont(font);
}
