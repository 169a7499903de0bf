// A provider's answer is read to at most MAX_ANSWER_BYTES (issue [14/21]; server/geo/upstream.ts):
// a local server streams a JSON answer far larger than that, slowly and without a length, or
// declares one; the route answers its usual 503 geocoding_unavailable well before the deadline,
// and the provider sees the connection closed after little more than the cap was sent.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ANSWER_BYTES } from '../../../server/geo/upstream';
import { api, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import { companyId, geoPath } from './support';

/** What the provider means to send: far past the cap, so only a cut stops it early. */
const TOTAL_BYTES = 64 * 1024 * 1024;
const CHUNK = Buffer.from(`{"type":"Feature","properties":{"name":"${'x'.repeat(1000)}"}},`);
/** Long enough that the deadline is never what ends the request. */
const TIMEOUT_MS = 20_000;

interface Streamed {
  sent: number;
  /** Whether the client closed the connection before the whole answer was sent. */
  cut: boolean;
}

/**
 * Answers every request with a FeatureCollection of TOTAL_BYTES, written as the socket takes it
 * (so what is sent is what was read, plus the sockets' buffers), a chunk every millisecond.
 */
function startFloodingProvider(declareLength: boolean) {
  const streams: Streamed[] = [];
  const server: Server = createServer((req, res) => {
    req.resume();
    const stream: Streamed = { sent: 0, cut: false };
    streams.push(stream);
    res.writeHead(200, {
      'Content-Type': 'application/json',
      ...(declareLength ? { 'Content-Length': String(TOTAL_BYTES) } : {}),
    });
    res.once('close', () => (stream.cut = stream.sent < TOTAL_BYTES));
    res.write('{"type":"FeatureCollection","features":[');
    const pump = () => {
      if (res.destroyed) return;
      if (stream.sent >= TOTAL_BYTES) return void res.end('{}]}');
      stream.sent += CHUNK.length;
      if (res.write(CHUNK)) setTimeout(pump, 1);
      else res.once('drain', pump);
    };
    pump();
  });
  return {
    streams,
    listen: () =>
      new Promise<string>((ready) =>
        server.listen(0, '127.0.0.1', () =>
          ready(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}

describe.each([
  ['streamed without a length', false],
  ['with a Content-Length over the cap', true],
] as const)('a provider answer far over 2 MB, %s', (_name, declareLength) => {
  const provider = startFloodingProvider(declareLength);
  let h: Harness;
  let demo: string;

  beforeAll(async () => {
    const url = await provider.listen();
    h = await startHarness('sqlite', {
      env: {
        RATE_LIMIT_GEOCODING_PER_MINUTE: '10000',
        GEOCODER_TIMEOUT_MS: String(TIMEOUT_MS),
        GEOCODER: 'photon',
        GEOCODER_URL: `${url}/photon`,
      },
    });
    demo = await companyId(h, 'demo');
  });
  afterAll(async () => {
    await provider.close();
    await h.cleanup();
  });

  it('is cut near the cap, and the route answers that geocoding is unavailable', async () => {
    const began = Date.now();
    const res = await h.app.request(api(h, geoPath(demo, '/address-search?q=Broadway')));
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await res.json()) as ErrorBody).code).toBe('geocoding_unavailable');
    expect(Date.now() - began).toBeLessThan(TIMEOUT_MS / 3);

    // The provider notices the closed connection (the close event may trail the answer).
    const deadline = Date.now() + 5_000;
    while (!provider.streams[0]?.cut && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    const [stream] = provider.streams;
    expect(stream?.cut).toBe(true);
    // What was read stayed near the cap, and the rest of the 64 MB was never sent: a declared
    // length is refused before the body is read, a streamed answer once it passes the cap. The
    // slack is what the loopback sockets' buffers took and the client never read.
    const limit = declareLength ? 256 * 1024 : MAX_ANSWER_BYTES + 2 * 1024 * 1024;
    expect(stream?.sent).toBeLessThan(limit);
  });
});
