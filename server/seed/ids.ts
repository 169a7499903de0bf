// Seeded rows get ids derived from their token and name, so every database seeded from the
// same data (SQLite or PostgreSQL, today or next week) has the same ids. Cached storefronts
// and test fixtures keep working across re-seeds.
import { createHash } from 'node:crypto';

export function seedId(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  // Shaped as a version-5-style UUID so it passes ordinary UUID validation.
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** ASCII kebab-case; names without Latin letters (Arabic) fall back to a short hash. */
export function slugify(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return ascii !== ''
    ? ascii
    : `item-${createHash('sha256').update(name).digest('hex').slice(0, 10)}`;
}
