// A fake geocoding provider on 127.0.0.1: it records every request (method, path, query,
// headers, body) and answers with whatever the test hands it, optionally after a delay. The real
// adapters talk to it over HTTP exactly as they talk to Photon, Nominatim or Google.
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { findCompanyByToken } from '../../../server/db/repositories/companies';
import type { Harness } from '../api/harness';

export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface Reply {
  status?: number;
  json: unknown;
  delayMs?: number;
}

export interface FakeProvider {
  url: string;
  received: Received[];
  /** What the next requests are answered with, by path (a function of the request). */
  answer(handler: (req: Received) => Reply): void;
  close(): Promise<void>;
}

export async function startFakeProvider(): Promise<FakeProvider> {
  const received: Received[] = [];
  let handler: (req: Received) => Reply = () => ({ status: 500, json: {} });
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const raw = Buffer.concat(chunks).toString('utf8');
      const entry: Received = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: raw === '' ? null : (JSON.parse(raw) as unknown),
      };
      received.push(entry);
      const reply = handler(entry);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(reply.json));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer: (h) => {
      handler = h;
    },
    close: () =>
      new Promise((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}

export async function companyId(h: Harness, token: string): Promise<string> {
  const ref = await findCompanyByToken(h.db, token);
  if (!ref) throw new Error(`no seeded company ${token}`);
  return ref.id;
}

export const geoPath = (companyId: string, rest: string): string =>
  `/ms-geo/public/companies/${companyId}${rest}`;
