// Reads the server-filled boot data from the page (boot-data.ts parses it).
import { seedZoneOffsets } from '../domain/hours-time';
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
  if (!parsed.has(doc)) {
    const boot = parseBootData(doc.getElementById('comanda-boot')?.textContent);
    if (boot?.zone) seedZoneOffsets(boot.zone);
    parsed.set(doc, boot);
  }
  return parsed.get(doc) ?? null;
}
