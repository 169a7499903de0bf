import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  BulkCreateBody,
  CreateTableBody,
  UpdateTableBody,
  bulkName,
  labelProblem,
  sameZoneView,
} from './tables';

const table = (id: string, version: number) => ({
  id,
  name: id,
  zone: 'Z',
  service_type: 'TABLE' as const,
  version,
});

describe('table rules', () => {
  it('refuses empty, long and control-character names, counting code points', () => {
    expect(labelProblem('', 40)).toBe('must not be empty');
    expect(labelProblem('x'.repeat(41), 40)).toBe('must be at most 40 characters');
    expect(labelProblem('🍽'.repeat(40), 40)).toBeNull();
    expect(labelProblem('a\u0085b', 40)).toBe('must not contain control characters');
  });

  it('trims names, reads an empty zone as none and defaults nothing it was not given', () => {
    const [, body] = validate({ name: '  T1 ', zone: '   ' }, CreateTableBody, { coerce: true });
    expect(body).toEqual({ name: 'T1', zone: null });
    const [error] = validate({ version: 1 }, UpdateTableBody, { coerce: true });
    expect(error?.message).toContain('name, zone or service_type is required');
  });

  it('bounds a bulk range and names its tables', () => {
    expect(bulkName('Table', 7)).toBe('Table 7');
    const ok = (body: object) => validate(body, BulkCreateBody, { coerce: true })[0] === undefined;
    expect(ok({ prefix: 'Table', from: 1, to: 100 })).toBe(true);
    expect(ok({ prefix: 'Table', from: 1, to: 101 })).toBe(false);
    expect(ok({ prefix: 'Table', from: 3, to: 2 })).toBe(false);
    expect(ok({ prefix: 'x'.repeat(36), from: 9990, to: 9999 })).toBe(false);
  });

  it('accepts a zone rename only on exactly the zone the client saw', () => {
    const now = [table('a', 1), table('b', 2)];
    expect(
      sameZoneView(
        [
          { id: 'b', version: 2 },
          { id: 'a', version: 1 },
        ],
        now,
      ),
    ).toBe(true);
    expect(sameZoneView([{ id: 'a', version: 1 }], now)).toBe(false);
    expect(
      sameZoneView(
        [
          { id: 'a', version: 1 },
          { id: 'b', version: 1 },
        ],
        now,
      ),
    ).toBe(false);
    expect(
      sameZoneView(
        [
          { id: 'a', version: 1 },
          { id: 'c', version: 2 },
        ],
        now,
      ),
    ).toBe(false);
  });
});
