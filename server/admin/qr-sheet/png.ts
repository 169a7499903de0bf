// A QR matrix as a greyscale PNG, each module a square of `scale` pixels: the image the PDF sheet
// embeds. Written by hand (signature, IHDR, IDAT, IEND) with node:zlib, so nothing else is needed.
import { deflateSync } from 'node:zlib';
import type { QrMatrix } from './matrix';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The matrix as an 8-bit greyscale PNG: dark modules black, light ones white. */
export function qrPng(matrix: QrMatrix, scale: number): Buffer {
  const side = matrix.size * scale;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  // compression, filter and interlace methods stay 0
  const stride = side + 1; // each scanline starts with its filter type (0, none)
  const pixels = Buffer.alloc(stride * side, 0xff);
  for (let y = 0; y < side; y += 1) {
    pixels[y * stride] = 0;
    const row = matrix.dark[Math.floor(y / scale)] ?? [];
    for (let x = 0; x < side; x += 1)
      if (row[Math.floor(x / scale)]) pixels[y * stride + 1 + x] = 0;
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
