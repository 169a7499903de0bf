import { accessSync, constants } from 'node:fs';

/** The system Chromium (Debian's `chromium` package), or CHROMIUM_PATH. */
export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not there: try the next one
    }
  }
  return null;
}
