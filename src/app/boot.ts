// Reads the server-filled boot data from the page (boot-data.ts parses it).
import { parseBootData } from './boot-data';
import type { BootData } from './boot-data';

export type { BootData } from './boot-data';
export { parseBootData } from './boot-data';

const parsed = new WeakMap<Document, BootData | null>();

/**
 * The page's boot data, parsed once: every reader gets the same objects, so storing them again
 * in a store changes nothing and re-renders nothing.
 */
export function readBootData(doc: Document = document): BootData | null {
  if (!parsed.has(doc))
    parsed.set(doc, parseBootData(doc.getElementById('comanda-boot')?.textContent));
  return parsed.get(doc) ?? null;
}
