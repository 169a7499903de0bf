import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import {
  MAX_MENU_FILE_BYTES,
  chooseFile,
  importFailure,
  issuePlace,
  issueText,
} from './menu-io-state';

const apiError = (status: number, body: unknown = null) =>
  new ApiError({ status, message: 'x', method: 'POST', url: '/api/admin/menu/import', body });

describe('chooseFile', () => {
  it('takes the format from the extension, in any case', () => {
    expect(chooseFile({ name: 'Menu.CSV', size: 10 })).toEqual({ ok: true, format: 'csv' });
    expect(chooseFile({ name: 'demo-menu.json', size: 10 })).toEqual({ ok: true, format: 'json' });
  });

  it('refuses other types, empty files and files over the limit before sending', () => {
    expect(chooseFile({ name: 'menu.xlsx', size: 10 })).toEqual({ ok: false, reason: 'type' });
    expect(chooseFile({ name: 'csv', size: 10 })).toEqual({ ok: false, reason: 'type' });
    expect(chooseFile({ name: 'a.csv', size: 0 })).toEqual({ ok: false, reason: 'empty' });
    expect(chooseFile({ name: 'a.csv', size: MAX_MENU_FILE_BYTES + 1 })).toEqual({
      ok: false,
      reason: 'size',
    });
  });
});

describe('issuePlace', () => {
  it('shows a CSV row and column, a JSON path, or nothing for the whole file', () => {
    expect(issuePlace({ row: 150, column: 'price', message: 'm' })).toEqual({
      row: '150',
      column: 'price',
    });
    expect(issuePlace({ path: 'categories.0.name', message: 'm' })).toEqual({
      row: '',
      column: 'categories.0.name',
    });
    expect(issuePlace({ message: 'The file is empty' })).toEqual({ row: '', column: '' });
  });
});

describe('importFailure', () => {
  it('reads the report of a refused file', () => {
    const issues = [{ row: 3, column: 'price', message: 'is required' }];
    expect(importFailure(apiError(422, { code: 'invalid_body', issues }))).toEqual({
      kind: 'report',
      issues,
    });
  });

  it('tells the session, the size, the network and anything else apart', () => {
    expect(importFailure(apiError(401))).toEqual({ kind: 'unauthorized' });
    expect(importFailure(apiError(413))).toEqual({ kind: 'tooLarge' });
    expect(importFailure(apiError(0))).toEqual({ kind: 'offline' });
    expect(importFailure(apiError(422, { code: 'invalid_body' }))).toEqual({ kind: 'failed' });
    expect(importFailure(apiError(500))).toEqual({ kind: 'failed' });
    expect(importFailure(new Error('boom'))).toEqual({ kind: 'failed' });
  });
});

describe('issueText', () => {
  it('words the header problems in the owner’s language, naming the column', () => {
    expect(issueText({ row: 1, column: 'colour', code: 'unknown_column', message: 'x' })).toEqual({
      key: 'admin.io.issues.unknownColumn',
      params: { column: 'colour' },
    });
    expect(
      issueText({ row: 1, column: 'price', code: 'duplicate_column', message: 'x' })?.key,
    ).toBe('admin.io.issues.duplicateColumn');
  });

  it('leaves the other problems as the server words them', () => {
    expect(issueText({ row: 3, column: 'price', message: 'must be an amount' })).toBeNull();
    expect(issueText({ row: 3, code: 'something_new', message: 'x' })).toBeNull();
  });
});
