// The version reported by /health is the package version, read once at start-up.
import { readFileSync } from 'node:fs';

function readVersion(): string {
  try {
    const pkg: unknown = JSON.parse(
      readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
    );
    if (
      typeof pkg === 'object' &&
      pkg !== null &&
      'version' in pkg &&
      typeof pkg.version === 'string'
    )
      return pkg.version;
  } catch {
    // Fall through: a missing package.json (unusual deployments) must not stop the server.
  }
  return '0.0.0';
}

export const APP_VERSION = readVersion();
