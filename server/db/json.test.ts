import { describe, expect, it } from 'vitest';
import { arrayOf, boolOf, flagOf, hasKeys, isRecord, readJson } from './json';

describe('readJson (server/db/json.ts)', () => {
  const isPoint = hasKeys({ x: 'number', y: 'number' });

  it.each([
    ['valid', '{"x":1,"y":2}', { x: 1, y: 2 }],
    ['not JSON', '{x:1', null],
    ['wrong shape', '{"x":"1","y":2}', null],
    ['an array', '[1,2]', null],
    ['empty', '', null],
    ['null column', null, null],
  ] as const)('reads %s text', (_label, text, expected) => {
    expect(readJson(text, isPoint, null)).toEqual(expected);
  });

  it('checks every element of an array', () => {
    expect(readJson('[{"x":1,"y":1},{"x":2,"y":2}]', arrayOf(isPoint), [])).toHaveLength(2);
    expect(readJson('[{"x":1,"y":1},{"x":2}]', arrayOf(isPoint), [])).toEqual([]);
  });

  it('maps booleans to 0/1 and back', () => {
    expect([flagOf(true), flagOf(false)]).toEqual([1, 0]);
    expect([boolOf(1), boolOf(0), boolOf(null), boolOf(true)]).toEqual([true, false, false, true]);
    expect([isRecord({}), isRecord([]), isRecord(null)]).toEqual([true, false, false]);
  });
});
