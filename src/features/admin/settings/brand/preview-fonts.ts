// The landing preview's fonts, from this server's /fonts/{name}.css as the storefront loads them
// (src/app/theme.ts, whose loader this is): each stylesheet is added once, and never beside the
// same link already in <head>.
import { loadFontStylesheet } from '../../../../app/theme';

export function loadPreviewFont(name: string): void {
  if (typeof document === 'undefined') return;
  loadFontStylesheet(name);
}
