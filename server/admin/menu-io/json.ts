// The menu as a JSON document (docs/menu-format.md): { format, version, modifier_groups,
// categories }, prices in integer minor units, arrays in display order. Reading checks the shape
// first (unknown keys are refused, so a misspelt field is reported rather than ignored), then the
// menu's rules; every problem carries the JSON path of the value.
import {
  array,
  boolean,
  coerce,
  defaulted,
  integer,
  literal,
  nullable,
  object,
  string,
  validate,
} from 'superstruct';
import { jsonProblems } from '../../http/input-safety';
import { JSON_FORMAT, JSON_FORMAT_VERSION, MAX_REPORTED_ISSUES } from './format';
import type { ImportIssue, MenuDocument, ParseResult } from './format';
import { MENU_LIMITS } from '../../../src/domain/menu-rules';
import { menuProblems, normaliseMenu } from './validate';

const Trimmed = coerce(string(), string(), (value) => value.trim());

const Variant = object({
  name: defaulted(nullable(coerce(string(), string(), (value) => value.trim())), null),
  price: integer(),
  original_price: defaulted(nullable(integer()), null),
  selected: defaulted(boolean(), false),
  stock: defaulted(integer(), MENU_LIMITS.defaultStock),
  stock_starts_empty: defaulted(boolean(), false),
});

const Product = object({
  name: Trimmed,
  description: defaulted(Trimmed, ''),
  visible: defaulted(boolean(), true),
  stock_enabled: defaulted(boolean(), false),
  images: defaulted(array(Trimmed), []),
  modifier_groups: defaulted(array(Trimmed), []),
  variants: array(Variant),
});

const Category = object({
  name: Trimmed,
  visible: defaulted(boolean(), true),
  products: defaulted(array(Product), []),
});

const Group = object({
  name: Trimmed,
  min: defaulted(integer(), 0),
  max: defaulted(integer(), 0),
  required: defaulted(boolean(), false),
  options: array(object({ name: Trimmed, price: defaulted(integer(), 0) })),
});

const Document = object({
  format: literal(JSON_FORMAT),
  version: literal(JSON_FORMAT_VERSION),
  modifier_groups: defaulted(array(Group), []),
  categories: array(Category),
});

const joinPath = (...parts: (string | null)[]): string =>
  parts.filter((part): part is string => part !== null && part !== '').join('.');

const capped = (issues: ImportIssue[]): ImportIssue[] => issues.slice(0, MAX_REPORTED_ISSUES);

/** Reads a menu JSON file's text; the problems carry JSON paths. */
export function parseMenuJson(text: string): ParseResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    const detail = error instanceof SyntaxError ? `: ${error.message}` : '';
    return { ok: false, issues: [{ message: `The file is not valid JSON${detail}` }] };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { ok: false, issues: [{ message: 'The file must hold one JSON object' }] };
  const unsafe = jsonProblems(parsed, 12);
  if (unsafe.length > 0)
    return { ok: false, issues: capped(unsafe.map((p) => ({ path: p.path, message: p.message }))) };
  const [error, menu] = validate(parsed, Document, { coerce: true });
  if (error) {
    const issues = error.failures().map((failure) => ({
      path: failure.path.length > 0 ? failure.path.join('.') : '_',
      message:
        failure.key === 'format' || failure.key === 'version'
          ? `must be ${failure.key === 'format' ? `"${JSON_FORMAT}"` : JSON_FORMAT_VERSION} (a menu exported by Comanda)`
          : failure.message,
    }));
    return { ok: false, issues: capped(issues) };
  }
  const document: MenuDocument = menu;
  const problems = menuProblems(document);
  if (problems.length > 0)
    return {
      ok: false,
      issues: capped(
        problems.map((p) => ({ path: joinPath(p.at, p.field) || '_', message: p.message })),
      ),
    };
  return { ok: true, menu: normaliseMenu(document) };
}

/**
 * A menu document this server wrote itself (the undo copy of undo.ts), read back with its shape
 * checked but not the import's rules: a menu the company held (even an empty one, or one older
 * rules allowed) is put back as it was. Null when it is not a menu document.
 */
export function readOwnMenuDocument(text: string): MenuDocument | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const [error, menu] = validate(parsed, Document, { coerce: true });
  return error ? null : menu;
}

/** The document as a file: two-space indented, keys in a fixed order, a final newline. */
export function writeMenuJson(menu: MenuDocument): string {
  const ordered: MenuDocument = {
    format: JSON_FORMAT,
    version: JSON_FORMAT_VERSION,
    modifier_groups: menu.modifier_groups.map((g) => ({
      name: g.name,
      min: g.min,
      max: g.max,
      required: g.required,
      options: g.options.map((o) => ({ name: o.name, price: o.price })),
    })),
    categories: menu.categories.map((c) => ({
      name: c.name,
      visible: c.visible,
      products: c.products.map((p) => ({
        name: p.name,
        description: p.description,
        visible: p.visible,
        stock_enabled: p.stock_enabled,
        images: [...p.images],
        modifier_groups: [...p.modifier_groups],
        variants: p.variants.map((v) => ({
          name: v.name,
          price: v.price,
          original_price: v.original_price,
          selected: v.selected,
          stock: v.stock,
          stock_starts_empty: v.stock_starts_empty,
        })),
      })),
    })),
  };
  return `${JSON.stringify(ordered, null, 2)}\n`;
}
