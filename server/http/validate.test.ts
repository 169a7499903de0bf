import { Hono } from 'hono';
import { boolean, integer, object, optional, size, string, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { handleError } from './errors';
import { fieldErrors, readJsonBody, readParams, readQuery } from './validate';

const Body = object({
  name: size(string(), 1, 20),
  count: optional(integer()),
  ok: optional(boolean()),
});

function app(): Hono {
  const app = new Hono();
  app.onError(handleError);
  app.post('/body', async (c) => c.json(await readJsonBody(c, Body)));
  app.get('/query', (c) => c.json(readQuery(c, object({ q: optional(string()) }))));
  app.get('/items/:id', (c) => c.json(readParams(c, object({ id: string() }))));
  return app;
}

async function post(body: string | Uint8Array, type: string | null = 'application/json') {
  const headers: Record<string, string> = type === null ? {} : { 'content-type': type };
  const res = await app().request('/body', { method: 'POST', body, headers });
  const json = (await res.json()) as { code?: string; errors?: Record<string, string[]> };
  return { status: res.status, code: json.code, fields: Object.keys(json.errors ?? {}) };
}

describe('readJsonBody', () => {
  it.each([
    ['a valid body', '{"name":"Ana"}', 'application/json', 200, undefined],
    ['charset=utf-8', '{"name":"Ana"}', 'application/json; charset=UTF-8', 200, undefined],
    ['a +json type', '{"name":"Ana"}', 'application/merge-patch+json', 200, undefined],
    [
      'charset=latin1',
      '{"name":"Ana"}',
      'application/json; charset=latin1',
      400,
      'invalid_request',
    ],
    ['a form', 'name=Ana', 'application/x-www-form-urlencoded', 400, 'invalid_request'],
    ['text/plain', '{"name":"Ana"}', 'text/plain', 400, 'invalid_request'],
    ['no content type', '{"name":"Ana"}', null, 400, 'invalid_request'],
    ['broken JSON', '{"name":', 'application/json', 400, 'invalid_request'],
    ['an array', '[]', 'application/json', 400, 'invalid_request'],
    [
      'a __proto__ key',
      '{"name":"Ana","__proto__":{"x":1}}',
      'application/json',
      400,
      'invalid_request',
    ],
    [
      'a constructor key',
      '{"name":"Ana","constructor":1}',
      'application/json',
      400,
      'invalid_request',
    ],
    [
      'deep nesting',
      `{"name":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
      'application/json',
      400,
      'invalid_request',
    ],
    ['a NUL byte', '{"name":"A\\u0000na"}', 'application/json', 422, 'invalid_body'],
    ['a lone surrogate', '{"name":"\\ud800"}', 'application/json', 422, 'invalid_body'],
    ['1e999', '{"name":"Ana","count":1e999}', 'application/json', 422, 'invalid_body'],
    ['a schema failure', '{"name":""}', 'application/json', 422, 'invalid_body'],
  ])('%s → %i', async (_name, body, type, status, code) => {
    const answer = await post(body, type);
    expect([answer.status, answer.code]).toEqual([status, code]);
  });

  it('refuses bytes that are not UTF-8', async () => {
    const answer = await post(
      new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
    );
    expect([answer.status, answer.code]).toEqual([400, 'invalid_request']);
  });

  it('names where the problem is', async () => {
    expect((await post('{"name":"Ana","count":1e999}')).fields).toEqual(['count']);
  });
});

describe('readQuery and readParams', () => {
  it.each([
    ['/query?q=ok', 200],
    ['/query?constructor=1', 400],
    ['/query?__proto__=1', 400],
    ['/query?q=%00', 400],
    [`/query?q=${'a'.repeat(3_000)}`, 400],
    ['/items/abc', 200],
    ['/items/a%00b', 400],
    ['/items/constructor', 200],
  ])('%s → %i', async (path, status) => {
    expect((await app().request(path)).status).toBe(status);
  });
});

describe('fieldErrors', () => {
  it('keeps a failure at __proto__ as a field, in a map that inherits nothing', () => {
    const [error] = validate(JSON.parse('{"__proto__":1,"constructor":2}'), object({}));
    if (!error) throw new Error('expected a failure');
    const errors = fieldErrors(error);
    expect(Object.getPrototypeOf(errors)).toBeNull();
    expect(Object.keys(errors).sort()).toEqual(['__proto__', 'constructor']);
  });
});
