// A locale's dictionary files as one table keyed by namespace: './locales/pt/cart.json' holds the
// 'cart' namespace. Shared by the English namespaces the shell bundles (load.ts) and each
// locale's bundle of the rest (bundles/{locale}.ts).
import type { Dictionary } from './dictionary';

const FILE = /\/locales\/[^/]+\/([^/]+)\.json$/;

export function namespacesOf(files: Record<string, Dictionary>): Dictionary {
  const result: Dictionary = {};
  for (const [path, table] of Object.entries(files)) {
    const namespace = FILE.exec(path)?.[1];
    if (namespace) result[namespace] = table;
  }
  return result;
}
