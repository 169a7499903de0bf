// A local map tile server for the e2e run (issue [9/13] "end-to-end tests serve tiles from a local
// test server"): any /{z}/{x}/{y}.png answers one generated 256 px PNG, and GET /count tells how
// many tiles were served, so a test can prove the map asked for tiles without any network.
import { createServer, type Server } from 'node:http';
import { encodePng } from '../../../server/seed/png';

export interface TileServer {
  port: number;
  /** The Leaflet URL template to pass as MAP_TILE_URL. */
  template: string;
  count: () => number;
  stop: () => Promise<void>;
}

const TILE_PATH = /^\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})\.png$/;

/** A pale tile with a darker border, so a tiled map looks different from the neutral background. */
export function tilePng(size = 256): Buffer {
  const rgba = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const edge = x < 2 || y < 2;
      const i = (y * size + x) * 4;
      rgba.set(edge ? [176, 196, 222, 255] : [224, 236, 246, 255], i);
    }
  }
  return encodePng(size, size, rgba);
}

export async function startTileServer(): Promise<TileServer> {
  const png = tilePng();
  let served = 0;
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    if (request.method === 'GET' && path === '/count') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ count: served }));
      return;
    }
    if (request.method === 'GET' && TILE_PATH.test(path)) {
      served += 1;
      response.writeHead(200, {
        'Content-Type': 'image/png',
        'Content-Length': png.length,
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': 'no-store',
      });
      response.end(png);
      return;
    }
    response.writeHead(404, { 'Content-Type': 'text/plain' });
    response.end('not a tile');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    template: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    count: () => served,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** How many tiles the run's tile server has served so far (tests run in another process). */
export async function tilesServed(port: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/count`);
  const body = (await response.json()) as { count: number };
  return body.count;
}
