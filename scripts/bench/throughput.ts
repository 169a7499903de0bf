// Bounded load on 127.0.0.1 against a real server on a real port (the bench starts it as
// `npm start` would): a fixed number of requests with fixed concurrency, after a warm-up, so
// the figures are comparable from run to run. Each figure comes with p50 and p99 latency and a
// ratio to a baseline measured in the same run on the same server (the smallest static file,
// /robots.txt, before and after the others): absolute figures drift with the machine's load,
// the ratio much less.
import { Agent, request } from 'node:http';

export interface ThroughputResult {
  label: string;
  count: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  bytesPerResponse: number;
  status: number;
}

export interface ThroughputReport {
  baseline: ThroughputResult;
  results: (ThroughputResult & { ratio: number })[];
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** One GET to 127.0.0.1 with an explicit Host (fetch may not set it). */
function get(
  port: number,
  path: string,
  headers: Record<string, string>,
): Promise<{ size: number; status: number }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, agent }, (res) => {
      let size = 0;
      res.on('data', (chunk: Buffer) => (size += chunk.length));
      res.on('end', () => resolve({ size, status: res.statusCode ?? 0 }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function run(
  port: number,
  path: string,
  headers: Record<string, string>,
  count: number,
  concurrency: number,
): Promise<{ latencies: number[]; seconds: number; size: number; status: number }> {
  const latencies: number[] = [];
  let size = 0;
  let status = 0;
  let next = 0;
  const started = performance.now();
  const worker = async (): Promise<void> => {
    while (next < count) {
      next += 1;
      const t0 = performance.now();
      const answer = await get(port, path, headers);
      latencies.push(performance.now() - t0);
      size = answer.size;
      status = answer.status;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, seconds: (performance.now() - started) / 1000, size, status };
}

export async function measure(
  label: string,
  port: number,
  path: string,
  headers: Record<string, string>,
  count = 3000,
  concurrency = 16,
): Promise<ThroughputResult> {
  await run(port, path, headers, Math.min(300, count), concurrency); // warm-up, not counted
  const { latencies, seconds, size, status } = await run(port, path, headers, count, concurrency);
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)]!;
  return {
    label,
    count,
    requestsPerSecond: count / seconds,
    p50: at(0.5),
    p99: at(0.99),
    bytesPerResponse: size,
    status,
  };
}

/** The storefront `token`'s catalogue, its 304, the landing and /products HTML, and the baseline. */
export async function serverThroughput(
  port: number,
  token: string,
  companyId: string,
): Promise<ThroughputReport> {
  try {
    const catalogue = `/api/ms-products/public/companies/${companyId}/categories`;
    const first = await fetch(`http://127.0.0.1:${port}${catalogue}`);
    const etag = first.headers.get('etag') ?? '';
    await first.arrayBuffer();
    const tenant = { host: `${token}.localhost:${port}`, 'accept-encoding': 'br' };
    const baseline = (n: number) =>
      measure(`baseline: /robots.txt (${n})`, port, '/robots.txt', { host: tenant.host });
    const before = await baseline(1);
    const results = [
      await measure('catalogue (br, precompressed)', port, catalogue, { 'accept-encoding': 'br' }),
      await measure('catalogue revalidation (304)', port, catalogue, {
        'accept-encoding': 'br',
        'if-none-match': etag,
      }),
      await measure('landing HTML /', port, '/', tenant, 2000),
      await measure('/products HTML', port, '/products', tenant, 2000),
    ];
    const after = await baseline(2);
    const base: ThroughputResult = {
      ...before,
      label: 'baseline: /robots.txt (mean of before and after)',
      requestsPerSecond: (before.requestsPerSecond + after.requestsPerSecond) / 2,
      p50: (before.p50 + after.p50) / 2,
      p99: (before.p99 + after.p99) / 2,
    };
    return {
      baseline: base,
      results: results.map((r) => ({ ...r, ratio: r.requestsPerSecond / base.requestsPerSecond })),
    };
  } finally {
    agent.destroy();
  }
}
