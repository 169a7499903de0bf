// DESIGN rule 6: every locale has every key of en in every namespace, and no value is empty.
// import.meta.glob reads every locales/*/*.json from disk (Vite does it at transform time), so
// namespaces added by any feature, such as landing.json, are covered automatically.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../domain/constants';
import { FIELD_NAME_KEYS, VALIDATION_KEYS } from '../domain/validation-core';

const files = import.meta.glob<unknown>('./locales/*/*.json', { eager: true, import: 'default' });

type Tree = { [key: string]: unknown };

function flatten(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) return out;
  for (const [key, value] of Object.entries(tree as Tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    } else out.set(path, value);
  }
  return out;
}

/** A missing file reads as an empty namespace, so the report lists its keys as missing. */
function readNamespace(locale: string, namespace: string): Map<string, unknown> {
  return flatten(files[`./locales/${locale}/${namespace}.json`]);
}

const pathParts = Object.keys(files).map((path) =>
  /^\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path),
);
const namespaces = pathParts.flatMap((m) => (m?.[1] === 'en' && m[2] ? [m[2]] : []));
const pairs = LOCALES.flatMap((locale) => namespaces.map((ns) => [locale, ns] as const));
const placeholders = (text: unknown) => (String(text).match(/\{\w+\}/g) ?? []).sort().join();

describe('locale dictionaries', () => {
  it('has only supported locale folders, and en has namespaces', () => {
    const folders = new Set(pathParts.map((m) => m?.[1]));
    expect(
      [...folders].filter((f) => !(LOCALES as readonly (string | undefined)[]).includes(f)),
    ).toEqual([]);
    expect(namespaces).toContain('common');
  });

  it.each(pairs)('%s/%s has every en key with a non-empty string', (locale, ns) => {
    const en = readNamespace('en', ns);
    const own = readNamespace(locale, ns);
    const missing = [...en.keys()].filter((key) => !own.has(key));
    const empty = [...own]
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect({ missing, empty }).toEqual({ missing: [], empty: [] });
  });

  it.each(pairs)('%s/%s keeps the {placeholders} of en', (locale, ns) => {
    const en = readNamespace('en', ns);
    const own = readNamespace(locale, ns);
    const broken = [...en].filter(
      ([key, text]) => own.has(key) && placeholders(own.get(key)) !== placeholders(text),
    );
    expect(broken.map(([key]) => key)).toEqual([]);
  });

  it('holds every validation message key the domain can produce', () => {
    const en = readNamespace('en', 'validation');
    const missing = [...VALIDATION_KEYS, ...FIELD_NAME_KEYS].filter(
      (key) => !en.has(key.replace(/^validation\./, '')),
    );
    expect(missing).toEqual([]);
  });
});
