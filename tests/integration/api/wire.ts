// Real HTTP(S) around an app on 127.0.0.1, for the tests where the socket matters: the visitor's
// address (a request can leave from any loopback address, so 127.0.0.2 is another visitor) and
// whether the connection itself is TLS (a self-signed certificate in tests/fixtures/tls).
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer as createHttpsServer, request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import type { Hono } from 'hono';

const fixture = (name: string) =>
  readFileSync(new URL(`../../fixtures/tls/${name}`, import.meta.url), 'utf8');

export interface Wire {
  port: number;
  close(): Promise<void>;
}

export async function serveWire(app: Hono, options: { tls?: boolean } = {}): Promise<Wire> {
  const tls = options.tls
    ? {
        createServer: createHttpsServer,
        serverOptions: { key: fixture('key.pem'), cert: fixture('cert.pem') },
      }
    : {};
  const server = await new Promise<ServerType>((ready) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', ...tls }, () => ready(s));
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}

export interface WireRequest {
  method?: string;
  path: string;
  /** The Host header: which storefront is asked. */
  host: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** The loopback address the request leaves from (default 127.0.0.1). */
  from?: string;
  tls?: boolean;
}

export interface WireAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function send(port: number, req: WireRequest): Promise<WireAnswer> {
  const text = req.body === undefined ? undefined : JSON.stringify(req.body);
  const headers: Record<string, string> = { host: req.host, ...req.headers };
  if (text !== undefined) headers['content-type'] = 'application/json';
  const request = req.tls ? httpsRequest : httpRequest;
  return new Promise((done, fail) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method: req.method ?? 'GET',
        path: req.path,
        headers,
        localAddress: req.from ?? '127.0.0.1',
        rejectUnauthorized: false,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          done({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    outgoing.once('error', fail);
    outgoing.end(text);
  });
}

/** The name=value pairs of an answer's Set-Cookie headers, for a Cookie header. */
export function cookiesOf(answer: WireAnswer, ...names: string[]): string {
  const set = answer.headers['set-cookie'] ?? [];
  return (Array.isArray(set) ? set : [set])
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => names.length === 0 || names.some((name) => pair.startsWith(`${name}=`)))
    .join('; ');
}
