// Generates public/favicon_500.png (§2.2 "The favicon defaults to /favicon_500.png"): the brand
// colour #006EFF as a rounded square with a white 'C' ring, 500×500, anti-aliased by 4×4
// supersampling. Written with node:zlib only, so no image tooling is needed.
// Run: node --import tsx scripts/make-favicon.ts
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZE = 500;
const SAMPLES = 4;
const BRAND = [0x00, 0x6e, 0xff] as const;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Inside the rounded square (corner radius 110). */
function inSquare(x: number, y: number): boolean {
  const r = 110;
  const cx = Math.min(Math.max(x, r), SIZE - r);
  const cy = Math.min(Math.max(y, r), SIZE - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/** The white 'C': a ring of radii 95–150 around the centre, open on the right (±40°). */
function inMark(x: number, y: number): boolean {
  const dx = x - SIZE / 2;
  const dy = y - SIZE / 2;
  const d = Math.hypot(dx, dy);
  if (d < 95 || d > 150) return false;
  return Math.abs(Math.atan2(dy, dx)) > (40 * Math.PI) / 180;
}

export function renderFavicon(): Buffer {
  const raw = Buffer.alloc(SIZE * (SIZE * 4 + 1));
  for (let y = 0; y < SIZE; y++) {
    const row = y * (SIZE * 4 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < SIZE; x++) {
      let cover = 0;
      let white = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const px = x + (sx + 0.5) / SAMPLES;
          const py = y + (sy + 0.5) / SAMPLES;
          if (!inSquare(px, py)) continue;
          cover++;
          if (inMark(px, py)) white++;
        }
      }
      const total = SAMPLES * SAMPLES;
      const t = cover === 0 ? 0 : white / cover;
      const i = row + 1 + x * 4;
      raw[i] = Math.round(BRAND[0] + (255 - BRAND[0]) * t);
      raw[i + 1] = Math.round(BRAND[1] + (255 - BRAND[1]) * t);
      raw[i + 2] = Math.round(BRAND[2] + (255 - BRAND[2]) * t);
      raw[i + 3] = Math.round((255 * cover) / total);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(6, 9); // colour type: RGBA
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = new URL('../public/favicon_500.png', import.meta.url);
  writeFileSync(target, renderFavicon());
  console.log(`wrote ${target.pathname}`);
}
