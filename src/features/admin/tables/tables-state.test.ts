import { describe, expect, it } from 'vitest';
import type { AdminTable } from '../../../api/admin-tables';
import { ApiError } from '../../../api/errors';
import { readStartupQuery } from '../../../app/query';
import {
  groupByZone,
  rangeProblem,
  readTable,
  readZoneTables,
  tableNameProblem,
  tableUrl,
  tablesFailure,
  withTables,
  withoutTable,
  zoneNames,
  zoneProblem,
  zoneValue,
} from './tables-state';

const table = (id: string, name: string, zone: string | null, version = 1): AdminTable => ({
  id,
  name,
  zone,
  service_type: 'TABLE',
  version,
});

const error = (status: number, body: unknown = {}) =>
  new ApiError({ status, method: 'PATCH', url: '/api/admin/tables/x', message: 'no', body });

describe('tables state', () => {
  const list = [
    table('a', 'Table 10', 'Terrace'),
    table('b', 'Table 2', 'Terrace'),
    table('c', 'Counter', null),
    table('d', 'Table 1', 'Main room'),
  ];

  it('groups by zone, no zone first, names in natural order', () => {
    expect(groupByZone(list).map((g) => [g.zone, g.tables.map((t) => t.name)])).toEqual([
      [null, ['Counter']],
      ['Main room', ['Table 1']],
      ['Terrace', ['Table 2', 'Table 10']],
    ]);
    expect(zoneNames(list)).toEqual(['Main room', 'Terrace']);
    expect(groupByZone([])).toEqual([]);
  });

  it('replaces, adds and removes rows', () => {
    const moved = withTables(list, [
      table('b', 'Table 2', 'Main room', 2),
      table('e', 'Bar', null),
    ]);
    expect(groupByZone(moved).map((g) => g.tables.map((t) => t.id))).toEqual([
      ['e', 'c'],
      ['d', 'b'],
      ['a'],
    ]);
    expect(withoutTable(moved, 'a').map((t) => t.id)).not.toContain('a');
  });

  it('builds the URL the storefront reads a scanned table from', () => {
    const url = tableUrl('http://menu.demo-bistro.test', 'qr_1');
    expect(url).toBe('http://menu.demo-bistro.test/?qr-id=qr_1');
    expect(readStartupQuery(new URL(url).search).qrId).toBe('qr_1');
  });

  it('checks names and zones as the server does', () => {
    expect(tableNameProblem('  ')?.key).toBe('admin.tables.errors.nameEmpty');
    expect(tableNameProblem('x'.repeat(41))).toEqual({
      key: 'admin.tables.errors.nameTooLong',
      params: { max: 40 },
    });
    expect(tableNameProblem('🍽'.repeat(40))).toBeNull();
    expect(tableNameProblem('a\tb')?.key).toBe('admin.tables.errors.nameInvalid');
    expect(zoneProblem('')).toBeNull();
    expect(zoneProblem('z'.repeat(41))?.key).toBe('admin.tables.errors.zoneTooLong');
    expect(zoneProblem('a\u2028b')?.key).toBe('admin.tables.errors.zoneInvalid');
    expect(zoneValue('  ')).toBeNull();
    expect(zoneValue(' Terrace ')).toBe('Terrace');
  });

  it('checks a bulk range', () => {
    expect(rangeProblem('Table', 1, 20)).toBeNull();
    expect(rangeProblem('Table', 5, 4)?.key).toBe('admin.tables.bulk.rangeInvalid');
    expect(rangeProblem('Table', 1, 101)?.key).toBe('admin.tables.bulk.rangeInvalid');
    expect(rangeProblem('Table', 1.5, 3)?.key).toBe('admin.tables.bulk.rangeInvalid');
    expect(rangeProblem('', 1, 3)?.key).toBe('admin.tables.errors.nameEmpty');
    expect(rangeProblem('x'.repeat(38), 1, 10)?.key).toBe('admin.tables.errors.nameTooLong');
  });

  it('reads tables and zone conflicts off the wire', () => {
    expect(readTable(table('a', 'A', null))).toEqual(table('a', 'A', null));
    expect(readTable({ ...table('a', 'A', null), service_type: 'DRIVE' })).toBeNull();
    expect(readTable({ ...table('a', 'A', null), version: 0 })).toBeNull();
    expect(readTable('a')).toBeNull();
    expect(readZoneTables({ zone: 'T', tables: [table('a', 'A', 'T')] })).toHaveLength(1);
    expect(readZoneTables({ zone: 'T', tables: [{}] })).toBeNull();
  });

  it('tells what a refused write means', () => {
    expect(tablesFailure(new Error('x'))).toEqual({ kind: 'failed' });
    expect(tablesFailure(error(0))).toEqual({ kind: 'failed' });
    expect(tablesFailure(error(500))).toEqual({ kind: 'failed' });
    expect(tablesFailure(error(401, { code: 'unauthorized' }))).toEqual({ kind: 'unauthorized' });
    expect(tablesFailure(error(409, { code: 'edit_conflict', current: { id: 'a' } }))).toEqual({
      kind: 'conflict',
      current: { id: 'a' },
    });
    expect(tablesFailure(error(409, { code: 'table_exists' }))).toEqual({ kind: 'exists' });
    expect(tablesFailure(error(404, { code: 'not_found' }))).toEqual({ kind: 'gone' });
    expect(tablesFailure(error(422, { code: 'invalid_body' }))).toEqual({ kind: 'invalid' });
  });
});
