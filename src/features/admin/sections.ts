// The back office's sections, chosen by `?section=` on /admin. A query rather than nested paths:
// the server serves the shell for /admin itself (server/routes/pages/index.ts), so a reload or a
// shared link keeps its section, and later sections need no new server path.
export const ADMIN_SECTIONS = ['menu', 'settings', 'tables', 'ratings', 'activity'] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** The section /admin opens on: the menu, what an owner edits most. */
export const DEFAULT_SECTION: AdminSection = 'menu';

const isSection = (value: string | null): value is AdminSection =>
  (ADMIN_SECTIONS as readonly (string | null)[]).includes(value);

/** The section a search string names ('?section=menu'); an unknown or missing one is the default. */
export function sectionOf(search: string): AdminSection {
  const value = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get(
    'section',
  );
  return isSection(value) ? value : DEFAULT_SECTION;
}

export function sectionHref(section: AdminSection): string {
  return `/admin?section=${section}`;
}
