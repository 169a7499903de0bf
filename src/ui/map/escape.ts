// Leaflet writes attributions and tooltips as HTML; our texts are plain, so they are escaped first.
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** The attribution the tile policy asks for, as a link when there is one (§9 Maps). */
export function attributionHtml(text: string, url: string | null): string {
  if (text === '') return '';
  if (!url) return escapeHtml(text);
  return `<a href="${escapeHtml(url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(text)}</a>`;
}
