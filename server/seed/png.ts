// A tiny PNG encoder (RGBA, no filtering) on node:zlib, enough for generated app icons
// without an image library.
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** `rgba` holds width*height*4 bytes, row by row. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0; // filter: none
    raw.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.replace('#', '').slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/**
 * The app icon: a rounded square in the brand colour with a white plate (a ring around a
 * dot). Edges are anti-aliased by 4x4 supersampling.
 */
export function iconPng(size: number, brandHex: string): Buffer {
  const [r, g, b] = hexToRgb(brandHex);
  const rgba = new Uint8Array(size * size * 4);
  const radius = size * 0.22;
  const c = size / 2;
  const inSquare = (x: number, y: number) => {
    const dx = Math.max(radius - x, 0, x - (size - radius));
    const dy = Math.max(radius - y, 0, y - (size - radius));
    return dx * dx + dy * dy <= radius * radius;
  };
  const isWhite = (x: number, y: number) => {
    const d = Math.hypot(x - c, y - c);
    return (d >= size * 0.25 && d <= size * 0.31) || d <= size * 0.14;
  };
  const S = 4;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let cover = 0;
      let white = 0;
      for (let sy = 0; sy < S; sy++) {
        for (let sx = 0; sx < S; sx++) {
          const px = x + (sx + 0.5) / S;
          const py = y + (sy + 0.5) / S;
          if (!inSquare(px, py)) continue;
          cover++;
          if (isWhite(px, py)) white++;
        }
      }
      const i = (y * size + x) * 4;
      const w = cover === 0 ? 0 : white / cover;
      rgba[i] = Math.round(r + (255 - r) * w);
      rgba[i + 1] = Math.round(g + (255 - g) * w);
      rgba[i + 2] = Math.round(b + (255 - b) * w);
      rgba[i + 3] = Math.round((255 * cover) / (S * S));
    }
  }
  return encodePng(size, size, rgba);
}
