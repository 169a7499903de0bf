import { describe, expect, it } from 'vitest';
import {
  MAX_JSON_DEPTH,
  MAX_PARAM_LENGTH,
  jsonProblems,
  paramProblems,
  problemMap,
  textProblem,
} from './input-safety';

const nest = (depth: number): unknown => (depth === 0 ? 'leaf' : [nest(depth - 1)]);

describe('textProblem: text that cannot be stored as sent', () => {
  it.each([
    ['plain', 'Rua A #12', null],
    ['accents, Arabic and an astral emoji (a valid surrogate pair)', 'ñandú عربي 𝄞', null],
    ['empty', '', null],
    ['a NUL byte', 'abc\u0000def', 'must not contain a NUL character'],
    ['a lone high surrogate', 'x\ud800', 'must not contain a lone surrogate (invalid Unicode)'],
    ['a lone low surrogate', '\udc00x', 'must not contain a lone surrogate (invalid Unicode)'],
    ['a reversed pair', '\udc00\ud800', 'must not contain a lone surrogate (invalid Unicode)'],
  ])('%s', (_name, text, problem) => {
    expect(textProblem(text)).toBe(problem);
  });
});

describe('jsonProblems: what a parsed body may not hold, wherever it is', () => {
  const parse = (text: string): unknown => JSON.parse(text);
  it.each([
    ['a valid order line', parse('{"combos":[{"quantity":2,"comment":"sin cebolla"}]}'), []],
    ['a __proto__ key', parse('{"__proto__":{"admin":true}}'), [['_', 'shape']]],
    ['a constructor key, nested', parse('{"a":[{"constructor":1}]}'), [['a.0', 'shape']]],
    ['a prototype key', parse('{"prototype":null}'), [['_', 'shape']]],
    ['a NUL in a value', parse('{"name":"An\\u0000a"}'), [['name', 'value']]],
    ['a NUL in a key', parse('{"na\\u0000me":"Ana"}'), [['_', 'shape']]],
    ['a lone surrogate deep down', parse('{"m":{"a":[1,"\\ud800"]}}'), [['m.a.1', 'value']]],
    ['1e999, which JSON.parse makes Infinity', parse('{"tip":1e999}'), [['tip', 'value']]],
    ['-1e999', parse('[-1e999]'), [['0', 'value']]],
    ['a number at the edge of a double', parse('{"n":1.7976931348623157e308}'), []],
    ['nesting at the limit', nest(MAX_JSON_DEPTH - 1), []],
    [
      'nesting past the limit',
      nest(MAX_JSON_DEPTH + 5),
      [[Array(MAX_JSON_DEPTH).fill(0).join('.'), 'shape']],
    ],
  ])('%s', (_name, value, expected) => {
    expect(jsonProblems(value).map((p) => [p.path, p.kind])).toEqual(expected);
  });

  it('stops at the depth limit instead of overflowing the stack', () => {
    const deep: unknown = JSON.parse('['.repeat(60_000) + ']'.repeat(60_000));
    expect(jsonProblems(deep)).toHaveLength(1);
  });
});

describe('paramProblems: decoded query and path values', () => {
  it.each([
    ['ordinary values', { company_id: 'c1', date: '2026-01-02' }, []],
    ['a NUL in a value', { area_id: 'a\u0000' }, ['area_id']],
    ['a value too long', { product: 'p'.repeat(MAX_PARAM_LENGTH + 1) }, ['product']],
    ['a value at the limit', { product: 'p'.repeat(MAX_PARAM_LENGTH) }, []],
    ['a constructor name', { constructor: '1' }, ['_']],
  ])('%s', (_name, values, paths) => {
    expect(paramProblems(values).map((p) => p.path)).toEqual(paths);
  });

  it('sees a __proto__ name, which only a null-prototype record (as Hono builds) can hold', () => {
    const query = Object.create(null) as Record<string, string>;
    query.__proto__ = 'x';
    expect(paramProblems(query).map((p) => p.message)).toEqual([
      "the name '__proto__' is not allowed",
    ]);
  });
});

describe('problemMap', () => {
  it('groups messages by path in a map that inherits nothing', () => {
    const map = problemMap([
      { path: 'constructor', message: 'a', kind: 'value' },
      { path: 'constructor', message: 'b', kind: 'value' },
      { path: '__proto__', message: 'c', kind: 'shape' },
    ]);
    expect(Object.getPrototypeOf(map)).toBeNull();
    expect(JSON.parse(JSON.stringify(map))).toEqual(
      JSON.parse('{"constructor":["a","b"],"__proto__":["c"]}'),
    );
  });
});
