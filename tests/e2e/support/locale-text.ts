// A string of the source dictionaries (src/i18n/locales/{locale}/{namespace}.json) by its dotted
// key, with its {params} filled: tests compare against the translations, never against copies.
import { readFileSync } from 'node:fs';

type Tree = { [key: string]: string | Tree };

export function localeText(
  locale: string,
  key: string,
  params: Record<string, string> = {},
): string {
  const [namespace, ...path] = key.split('.');
  const file = new URL(`../../../src/i18n/locales/${locale}/${namespace}.json`, import.meta.url);
  let node: string | Tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
  for (const part of path) {
    const next: string | Tree | undefined = typeof node === 'string' ? undefined : node[part];
    if (next === undefined) throw new Error(`no ${key} in ${locale}`);
    node = next;
  }
  if (typeof node !== 'string') throw new Error(`${key} is not a string`);
  return node.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`);
}
