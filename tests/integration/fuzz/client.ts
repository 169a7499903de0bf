// How the fuzzer talks to the server: node:http over a few keep-alive sockets for requests a
// client library can send, and a raw socket for bytes no library would (a NUL in the request
// line, a broken chunk). Both report only the status, or the network failure.
import { Agent, request } from 'node:http';
import { connect } from 'node:net';

export interface FuzzRequest {
  /** Why it was made, for the report of a failure. */
  label: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer | string;
}

export type Outcome = { status: number } | { error: string };

const TIMEOUT_MS = 15_000;
/** Raw requests are complete or broken at once: an answer comes quickly or never. */
const RAW_TIMEOUT_MS = 5_000;

export function httpClient(port: number, sockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const send = (req: FuzzRequest): Promise<Outcome> =>
    new Promise((resolve) => {
      let settled = false;
      const done = (outcome: Outcome) => {
        if (settled) return;
        settled = true;
        resolve(outcome);
      };
      try {
        const outgoing = request(
          {
            host: '127.0.0.1',
            port,
            agent,
            method: req.method,
            path: req.path,
            headers: req.headers,
          },
          (res) => {
            res.resume();
            res.once('end', () => done({ status: res.statusCode ?? 0 }));
            res.once('error', (e) => done({ error: e.message }));
          },
        );
        outgoing.setTimeout(TIMEOUT_MS, () => outgoing.destroy(new Error('timeout')));
        outgoing.once('upgrade', (res, socket) => {
          socket.destroy();
          done({ status: res.statusCode ?? 101 });
        });
        outgoing.once('error', (e: NodeJS.ErrnoException) => done({ error: e.code ?? e.message }));
        outgoing.end(req.body);
      } catch (e) {
        // node:http refuses some header values itself; the server never saw the request.
        done({ error: `client: ${(e as Error).message}` });
      }
    });
  return { send, close: () => agent.destroy() };
}

/** Sends raw bytes on a fresh connection and reads the status line of the first answer. */
export function sendRaw(port: number, bytes: Buffer | string): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const finish = () => {
      socket.destroy();
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      resolve(status ? { status: Number(status) } : { error: 'no answer' });
    };
    socket.setTimeout(RAW_TIMEOUT_MS, finish);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n')) finish();
    });
    socket.once('error', finish);
    socket.once('close', finish);
    // Not end(): a half-closed connection may be dropped before the server answers.
    socket.write(bytes);
  });
}
