// Checks that run on every input before any schema sees it, so no route can forget them: keys
// that reach Object.prototype, NUL bytes (PostgreSQL refuses them in text, so they were a 500
// there and silently kept on SQLite), lone surrogates (the drivers turn them into U+FFFD, losing
// data), numbers JSON.parse makes infinite (1e999), and nesting deep enough to exhaust the stack
// of a recursive validator.

/** No body of §7 nests past 5 levels (order → combos → combo → modifiers → modifier). */
export const MAX_JSON_DEPTH = 16;

/** A query or path value longer than this is never meaningful (ids are ≤ 64, urls ≤ 2,000). */
export const MAX_PARAM_LENGTH = 2_048;

const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a piece of text cannot be stored as sent, or null when it can. */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(text)) return 'must not contain a lone surrogate (invalid Unicode)';
  return null;
}

export interface InputProblem {
  /** Dotted path of the offending value ('combos.0.comment'), '_' for the body itself. */
  path: string;
  message: string;
  /** 'shape' problems make the request malformed (400); 'value' ones break the schema (422). */
  kind: 'shape' | 'value';
}

const pathOf = (parts: readonly (string | number)[]): string =>
  parts.length === 0 ? '_' : parts.join('.');

/**
 * Every problem in a parsed JSON value, walking at most MAX_JSON_DEPTH levels (deeper is one
 * problem, not a stack overflow). Keys are checked like values: they end up in error maps.
 */
export function jsonProblems(value: unknown, maxDepth = MAX_JSON_DEPTH): InputProblem[] {
  const problems: InputProblem[] = [];
  const visit = (node: unknown, at: (string | number)[]): void => {
    if (typeof node === 'string') {
      const problem = textProblem(node);
      if (problem) problems.push({ path: pathOf(at), message: problem, kind: 'value' });
      return;
    }
    if (typeof node === 'number') {
      if (!Number.isFinite(node))
        problems.push({ path: pathOf(at), message: 'must be a finite number', kind: 'value' });
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    if (at.length >= maxDepth) {
      problems.push({ path: pathOf(at), message: `nested deeper than ${maxDepth}`, kind: 'shape' });
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, [...at, index]));
      return;
    }
    for (const [key, item] of Object.entries(node)) {
      const keyProblem = PROTOTYPE_KEYS.has(key)
        ? `the key '${key}' is not allowed`
        : textProblem(key);
      if (keyProblem) problems.push({ path: pathOf(at), message: keyProblem, kind: 'shape' });
      else visit(item, [...at, key]);
    }
  };
  visit(value, []);
  return problems;
}

/** Problems in decoded query or path values (Hono already split and decoded them). */
export function paramProblems(values: Readonly<Record<string, string>>): InputProblem[] {
  const problems: InputProblem[] = [];
  for (const [key, value] of Object.entries(values)) {
    const keyProblem = PROTOTYPE_KEYS.has(key)
      ? `the name '${key}' is not allowed`
      : textProblem(key);
    if (keyProblem) {
      problems.push({ path: '_', message: keyProblem, kind: 'shape' });
      continue;
    }
    const problem =
      value.length > MAX_PARAM_LENGTH
        ? `longer than ${MAX_PARAM_LENGTH} characters`
        : textProblem(value);
    if (problem) problems.push({ path: key, message: problem, kind: 'shape' });
  }
  return problems;
}

/** Problems as the `errors` of the §7 error shape; a null prototype, so any key is safe. */
export function problemMap(problems: readonly InputProblem[]): Record<string, string[]> {
  const out = Object.create(null) as Record<string, string[]>;
  for (const { path, message } of problems) (out[path] ??= []).push(message);
  return out;
}
