// The landing preview's fonts, from this server's /fonts/{name}.css as the storefront loads them
// (src/app/theme.ts); each stylesheet is added once.
const added = new Set<string>();

export function loadPreviewFont(name: string): void {
  if (added.has(name) || typeof document === 'undefined') return;
  added.add(name);
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = `/fonts/${name}.css`;
  link.onerror = () => link.remove();
  document.head.appendChild(link);
}
