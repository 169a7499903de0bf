// `npm run bench`, uploads: the server's resident memory while four owner uploads of the largest
// image run at once (issue [14/21]; server/media/decoding.ts). A real server in a child process
// (as `npm start`), the demo owner logged in over HTTP, four products, then four multipart POSTs
// of a 7000 × 7000 PNG of 7.8 MB (just under the 8 MB limit) to
// /api/admin/products/:id/images, all sent together. The child's VmRSS is read from /proc every
// 10 ms, and its VmHWM (peak RSS) is reset before the uploads where Linux allows, so a peak
// between two samples counts too. Before the fix, four such uploads took it from 358 to 817 MB.
import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { DEMO_OWNER_PASSWORD } from '../../server/seed/index';
import { removeDataDir, startServer } from '../../tests/e2e/support/server';
import { MAX_SIDE, largePng } from '../../tests/integration/helpers/big-image';

/** The budget for the server's RSS at the peak of four concurrent maximum-size uploads. */
export const UPLOAD_RSS_BUDGET_MB = 500;

const UPLOADS = 4;
/** Noise rows that bring the 7000 × 7000 PNG to 7.8 MB (tests/integration/helpers/big-image.ts). */
const NOISE_ROWS = 300;
const BOUNDARY = 'comanda-bench-upload';

export interface UploadBench {
  /** Highest RSS seen while the uploads ran, in MB. */
  peakMb: number;
  beforeMb: number;
  /** Two seconds after the last answer. */
  afterMb: number;
  statuses: number[];
  fileBytes: number;
  seconds: number;
}

/** A line of /proc/{pid}/status in MB (VmRSS, VmHWM). */
function procMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(
    readFileSync(`/proc/${pid}/status`, 'utf8'),
  )?.[1];
  if (!kb) throw new Error(`no ${field} for process ${pid}`);
  return Number(kb) / 1024;
}

/** Resets the peak RSS (Linux 4.0+, clear_refs 5); false where that is not allowed. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

interface Answer {
  status: number;
  body: string;
  cookie: string;
}

/** A request with the tenant's Host header (fetch will not send one). */
function send(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          host: `demo.localhost:${port}`,
          ...(body ? { 'content-length': String(body.byteLength) } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          done({
            status: res.statusCode ?? 0,
            body: text,
            cookie: (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; '),
          }),
        );
      },
    );
    req.once('error', fail);
    req.end(body);
  });
}

const jsonBody = (value: unknown) => Buffer.from(JSON.stringify(value));

async function ownerSession(port: number): Promise<string> {
  const login = await send(
    port,
    'POST',
    '/api/admin/session',
    { 'content-type': 'application/json' },
    jsonBody({ password: DEMO_OWNER_PASSWORD }),
  );
  if (login.status !== 201) throw new Error(`owner login answered ${login.status}`);
  return login.cookie;
}

async function newProducts(
  port: number,
  cookie: string,
): Promise<{ id: string; version: number }[]> {
  const menu = await send(port, 'GET', '/api/admin/menu', { cookie });
  const category = (JSON.parse(menu.body) as { categories: { id: string }[] }).categories[0];
  if (!category) throw new Error('the demo menu has no category');
  const products = [];
  for (let n = 1; n <= UPLOADS; n += 1) {
    const made = await send(
      port,
      'POST',
      '/api/admin/products',
      { cookie, 'content-type': 'application/json' },
      jsonBody({ category_id: category.id, name: `Panorama ${n}`, variants: [{ price: 100 }] }),
    );
    if (made.status !== 201) throw new Error(`creating a product answered ${made.status}`);
    products.push(JSON.parse(made.body) as { id: string; version: number });
  }
  return products;
}

function multipart(image: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="panorama.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    image,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

export async function uploadMemoryBench(distDir: string): Promise<UploadBench> {
  const image = await largePng(MAX_SIDE, MAX_SIDE, NOISE_ROWS);
  const body = multipart(image);
  const server = await startServer({ env: { DIST_DIR: distDir, NODE_ENV: 'production' } });
  const pid = server.process.pid ?? 0;
  try {
    const cookie = await ownerSession(server.port);
    const products = await newProducts(server.port, cookie);
    await new Promise((settle) => setTimeout(settle, 1_000));
    const beforeMb = procMb(pid, 'VmRSS');
    const peakReset = resetPeak(pid);
    let peakMb = beforeMb;
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, procMb(pid, 'VmRSS'))), 10);
    const started = performance.now();
    const answers = await Promise.all(
      products.map((p) =>
        send(
          server.port,
          'POST',
          `/api/admin/products/${p.id}/images?version=${p.version}`,
          { cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          body,
        ),
      ),
    ).finally(() => clearInterval(sampler));
    const seconds = (performance.now() - started) / 1000;
    if (peakReset) peakMb = Math.max(peakMb, procMb(pid, 'VmHWM'));
    await new Promise((settle) => setTimeout(settle, 2_000));
    return {
      peakMb,
      beforeMb,
      afterMb: procMb(pid, 'VmRSS'),
      statuses: answers.map((a) => a.status),
      fileBytes: image.byteLength,
      seconds,
    };
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
}
