// A real websocket client for the tests (ws), and a real HTTP server around an app.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import { WebSocket } from 'ws';
import type { Realtime } from '../../../server/realtime/realtime';

export interface Served {
  port: number;
  close(): Promise<void>;
}

export async function serveApp(app: Hono, realtime: Realtime): Promise<Served> {
  const server = await new Promise<ServerType>((ready) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready(s));
  });
  realtime.attach(server);
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      await realtime.close();
      await new Promise((closed) => server.close(closed));
    },
  };
}

export type Opened = { ok: true; socket: LiveSocket } | { ok: false; status: number };

/** A connected socket that buffers what it receives, so no message is missed between awaits. */
export class LiveSocket {
  private readonly inbox: string[] = [];
  private waiters: (() => void)[] = [];
  closed: { code: number; reason: string } | null = null;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      this.inbox.push(data.toString('utf8'));
      this.wake();
    });
    ws.on('close', (code: number, reason: Buffer) => {
      this.closed = { code, reason: reason.toString() };
      this.wake();
    });
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  /** The next message, or null after timeoutMs (used to prove that nothing arrives). */
  async next(timeoutMs = 3000): Promise<string | null> {
    const deadline = Date.now() + timeoutMs;
    while (this.inbox.length === 0) {
      if (this.closed || Date.now() >= deadline) return null;
      await new Promise<void>((wake) => {
        const timer = setTimeout(wake, deadline - Date.now());
        this.waiters.push(() => {
          clearTimeout(timer);
          wake();
        });
      });
    }
    return this.inbox.shift() ?? null;
  }

  async whenClosed(timeoutMs = 3000): Promise<{ code: number; reason: string } | null> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    return this.closed;
  }

  close(): void {
    this.ws.close();
  }
}

export function openSocket(
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<Opened> {
  return new Promise((done, fail) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, { headers });
    ws.once('open', () => done({ ok: true, socket: new LiveSocket(ws) }));
    ws.once('unexpected-response', (_req, res) => {
      done({ ok: false, status: res.statusCode ?? 0 });
      res.resume();
      ws.terminate();
    });
    ws.once('error', (error) => {
      if (ws.readyState !== WebSocket.CLOSED) fail(error);
    });
  });
}

export async function connected(opened: Promise<Opened>): Promise<LiveSocket> {
  const result = await opened;
  if (!result.ok) throw new Error(`socket refused with HTTP ${result.status}`);
  return result.socket;
}

/** A JSON request over the wire with an explicit Host (fetch does not let a test set it). */
export function httpJson(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}> {
  const text = body === undefined ? undefined : JSON.stringify(body);
  const all = text === undefined ? headers : { ...headers, 'content-type': 'application/json' };
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: all }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.once('error', fail);
    req.end(text);
  });
}
