// Oversized bodies sent the way an attacker would: a Content-Length of gigabytes, and chunked
// streams of tens of MB with no length at all, to endpoints that read a body and to ones that
// never do. Each is sent on a raw socket as fast as the server takes it, until the server
// answers and closes; what matters is the answer, how long it took, and how much got through.
import { connect } from 'node:net';
import { readFileSync } from 'node:fs';

export interface BigBody {
  label: string;
  method: string;
  path: string;
  /** Declared length in bytes, or null for a chunked stream. */
  declared: number | null;
  /** What the client is willing to send before giving up. */
  sendBytes: number;
}

export interface BigOutcome {
  label: string;
  status: number | null;
  sentMb: number;
  ms: number;
}

const CHUNK = Buffer.alloc(64 * 1024, 0x61);
const FRAMED = Buffer.concat([
  Buffer.from(`${CHUNK.length.toString(16)}\r\n`),
  CHUNK,
  Buffer.from('\r\n'),
]);
const GIVE_UP_MS = 20_000;

export function sendBig(port: number, host: string, body: BigBody): Promise<BigOutcome> {
  return new Promise((resolve) => {
    const began = Date.now();
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let sent = 0;
    const finish = () => {
      socket.destroy();
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      resolve({
        label: body.label,
        status: status ? Number(status) : null,
        sentMb: sent / 1_048_576,
        ms: Date.now() - began,
      });
    };
    socket.setTimeout(GIVE_UP_MS, finish);
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.once('error', finish);
    socket.once('close', finish);
    const length =
      body.declared === null ? 'transfer-encoding: chunked' : `content-length: ${body.declared}`;
    socket.write(
      `${body.method} ${body.path} HTTP/1.1\r\nhost: ${host}\r\ncontent-type: application/json\r\n${length}\r\n\r\n`,
    );
    const pump = () => {
      while (sent < body.sendBytes && !socket.destroyed) {
        sent += CHUNK.length;
        if (!socket.write(body.declared === null ? FRAMED : CHUNK))
          return void socket.once('drain', pump);
      }
      if (!socket.destroyed) socket.write(body.declared === null ? '0\r\n\r\n' : '');
    };
    pump();
  });
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!line) throw new Error(`no VmRSS for ${pid}`);
  return Math.round(Number(line) / 1024);
}
