// Turns each endpoint's well-formed request into a malformed one: a bad path id, a bad query, a
// broken body, an odd content type or header, a wrong method, or raw bytes no client would send.
// A share is left well-formed, so the server also does real work (and real writes) meanwhile.
import type { FuzzRequest } from './client';
import type { Endpoint } from './endpoints';
import type { Fixture } from './fixture';
import { mutateBody } from './mutate-body';
import type { Random } from './random';
import type { Json } from './values';
import { BAD_STRINGS, PROTOTYPE_KEYS, toJson } from './values';

export interface Planned extends FuzzRequest {
  /** Bytes for a raw socket, instead of node:http. */
  raw?: Buffer;
}

/** Percent-encoded, or raw escapes encodeURIComponent cannot make (it throws on lone surrogates). */
function encoded(random: Random): string {
  const special = ['%00', '%ED%A0%80', '%', '%ZZ', '..', '.', '%2F', '%2e%2e%2f', '%C0%AF', '%FF'];
  if (random.chance(0.4)) return random.pick(special);
  const text = random.pick(BAD_STRINGS);
  try {
    return encodeURIComponent(text.slice(0, random.chance(0.2) ? 20_000 : 3_000));
  } catch {
    return '%ED%B0%80';
  }
}

const QUERY_KEYS = [
  'latitude',
  'longitude',
  'area_id',
  'area_name',
  'from',
  'service_type',
  'company_id',
  'date',
  'product',
  'authorization',
];
const NUMBERISH = [
  '1e999',
  '-1e999',
  'NaN',
  'Infinity',
  '-91',
  '181',
  '1.5e308',
  '0x10',
  '',
  ' ',
  '9'.repeat(400),
];

function queryString(query: Record<string, string>, random: Random, mutate: boolean): string {
  const parts = Object.entries(query).map(([k, v]) => `${k}=${encodeURIComponent(v)}`);
  if (mutate) {
    for (let i = random.int(1, 3); i > 0; i -= 1) {
      const key = random.chance(0.2) ? random.pick(PROTOTYPE_KEYS) : random.pick(QUERY_KEYS);
      const value = random.chance(0.4)
        ? encodeURIComponent(random.pick(NUMBERISH))
        : encoded(random);
      parts.splice(random.int(0, parts.length), random.chance(0.5) ? 1 : 0, `${key}=${value}`);
    }
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** '' sends no Content-Type at all. */
const CONTENT_TYPES = [
  '',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/merge-patch+json',
  'application/jsonp',
  'APPLICATION/JSON',
];

const RAW_BODIES: readonly (Buffer | string)[] = [
  '',
  'null',
  '[]',
  '"text"',
  '{"a":',
  '{"a":1}}',
  Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]),
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
  '\ufeff{}',
  'a=1&b=2',
  '['.repeat(60_000),
];

/** Header values travel as bytes; node:http writes a string's chars as latin1, so UTF-8 goes this way. */
const utf8AsLatin1 = (text: string): string => Buffer.from(text).toString('latin1');

function headerFor(random: Random, f: Fixture): [string, string] {
  return random.pick<[string, string]>([
    [
      'host',
      random.pick([
        'unknown.localhost',
        'localhost',
        'DEMO.localhost',
        `${'a'.repeat(250)}.localhost`,
        `demo.localhost:${f.port}0`,
        '[::1]',
      ]),
    ],
    [
      'idempotency-key',
      random.pick(['', ' ', 'k'.repeat(5_000), utf8AsLatin1('ключ'), 'fuzz key']),
    ],
    [
      'x-client-secret',
      random.pick(['', 's'.repeat(8_000), 'not-a-secret', '%00', utf8AsLatin1('秘密')]),
    ],
    [
      'cookie',
      random.pick([
        'comanda_kitchen=',
        'comanda_kitchen=%00',
        `comanda_kitchen=${'x'.repeat(4_000)}`,
        'a=b; a=c',
        'lang=xx',
      ]),
    ],
    ['accept-language', random.pick(['*', 'zz-ZZ;q=2', ',,,', 'ar;q=nan', utf8AsLatin1('é')])],
    ['origin', random.pick(['http://evil.example', 'null', 'not a url'])],
    ['if-none-match', random.pick(['*', '"', 'W/"x", "y"'])],
    ['accept-encoding', random.pick(['br;q=0', 'gzip;q=-1', '*;q=1000', 'identity, *;q=0'])],
    ['x-forwarded-for', random.pick(['1.2.3.4', 'not an ip', '::ffff:1.2.3.4, 10.0.0.1'])],
    ['x-huge', 'h'.repeat(20_000)],
  ]);
}

const RAW_LINES = [
  'GET /api/ms-notifications/public/health\u0000 HTTP/1.1',
  'GET /api/ms-companies/public/companies/\u00ff HTTP/1.1',
  'GET http://demo.localhost/api/ms-orders/public/qrs/x HTTP/1.1',
  'POST /api/ms-orders/public/orders HTTP/1.1\r\ncontent-length: 5\r\ntransfer-encoding: chunked',
  'POST /api/ms-clients/public/addresses HTTP/1.1\r\ntransfer-encoding: chunked\r\ncontent-type: application/json\r\n\r\nzz\r\n{}\r\n0',
  'POST /api/ms-clients/public/addresses HTTP/1.1\r\ncontent-length: -1',
  'GET / HTTP/1.1\r\nhost: demo.localhost\r\nx-bad: a\u0000b',
  'GET / HTTP/1.1\r\nhost: d\u00e9mo.localhost',
  'GET /%%%% HTTP/1.1',
  'BREW /api HTTP/1.1',
];

function rawRequest(random: Random, host: string): Planned {
  const line = random.pick(RAW_LINES);
  const head = line.includes('\r\nhost:') ? line : `${line}\r\nhost: ${host}`;
  return {
    label: `raw ${JSON.stringify(line.slice(0, 60))}`,
    method: 'RAW',
    path: '',
    headers: {},
    raw: Buffer.from(`${head}\r\n\r\n`, 'latin1'),
  };
}

export function plan(endpoint: Endpoint, f: Fixture, random: Random, index: number): Planned {
  if (random.chance(0.04)) return rawRequest(random, f.host);
  const roll = random.next();
  let kind =
    roll < 0.12
      ? 'valid'
      : roll < 0.27
        ? 'path'
        : roll < 0.42
          ? 'query'
          : roll < 0.72
            ? 'body'
            : roll < 0.82
              ? 'type'
              : roll < 0.95
                ? 'header'
                : 'method';
  if ((kind === 'body' || kind === 'type') && !endpoint.body) kind = 'query';
  const slots = endpoint.slots?.(f) ?? {};
  const slotNames = Object.keys(slots);
  const badSlot = kind === 'path' && slotNames.length > 0 ? random.pick(slotNames) : null;
  let path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === badSlot ? encoded(random) : encodeURIComponent(slots[name] ?? ''),
  );
  path =
    (endpoint.page ? '' : '/api') +
    path +
    queryString(
      endpoint.query?.(f) ?? {},
      random,
      kind === 'query' || (kind === 'path' && !badSlot),
    );
  const headers: Record<string, string> = { host: f.host };
  if (endpoint.kitchen && !(kind === 'header' && random.chance(0.5)))
    headers.cookie = f.kitchenCookie;
  if (endpoint.clientSecret && f.clientSecret) headers['x-client-secret'] = f.clientSecret;
  if (endpoint.idempotent && random.chance(0.5)) headers['idempotency-key'] = `fuzz-${index}`;
  let body: Buffer | string | undefined;
  if (endpoint.body) {
    const valid = endpoint.body(f);
    const json: Json = kind === 'body' ? mutateBody(valid, random) : valid;
    body = kind === 'type' && random.chance(0.5) ? random.pick(RAW_BODIES) : toJson(json);
    const type = kind === 'type' ? random.pick(CONTENT_TYPES) : 'application/json';
    if (type) headers['content-type'] = type;
  }
  if (kind === 'header') {
    const [name, value] = headerFor(random, f);
    headers[name] = value;
  }
  const method =
    kind === 'method'
      ? random.pick(['PUT', 'DELETE', 'OPTIONS', 'HEAD', 'POST', 'PATCH'])
      : endpoint.method;
  if (kind === 'method' && method !== 'HEAD' && !body && random.chance(0.5)) {
    body = '{"a":1}';
    headers['content-type'] = 'application/json';
  }
  if (method === 'HEAD') body = undefined;
  // DELETE /kitchen/session with the real cookie logs the fuzzer out for the rest of the run.
  if (method === 'DELETE') delete headers.cookie;
  return { label: `${endpoint.name} ${kind}`, method, path, headers, body };
}

/**
 * Bodies just over the 64 KB limit, declared and chunked, sent through the keep-alive client like
 * every other request and spread through the run: the 413 must close its connection honestly,
 * or the request that follows on that socket is reset (issue [14/21], 56 resets a run).
 */
export function overLimitBodies(f: Fixture, count: number): Planned[] {
  const body = `{"note":"${'n'.repeat(70_000)}"}`;
  return Array.from({ length: count }, (_, i) => ({
    label: 'over-limit body',
    method: 'POST',
    path: i % 2 === 0 ? '/api/ms-orders/public/orders' : '/api/ms-clients/public/addresses',
    headers: {
      host: f.host,
      'content-type': 'application/json',
      // Without a length, node:http sends the body chunked.
      ...(i % 4 < 2 ? { 'content-length': String(body.length) } : {}),
    },
    body,
  }));
}

/** `extra` spread evenly through `planned`, which keeps its own order. */
export function interleave(planned: readonly Planned[], extra: readonly Planned[]): Planned[] {
  const every = Math.max(1, Math.floor(planned.length / (extra.length + 1)));
  const out: Planned[] = [];
  planned.forEach((req, i) => {
    out.push(req);
    const slot = (i + 1) / every - 1;
    const item = Number.isInteger(slot) ? extra[slot] : undefined;
    if (item) out.push(item);
  });
  return out;
}
