// A PNG of many pixels in a small file, as a phone panorama or a scanned menu is: smooth colour
// bands that compress well, plus a strip of noise that does not, so the file can be brought near
// the upload limit (8 MB) while it decodes to 49 million pixels. Shared by the decoding tests and
// `npm run bench -- --only=uploads`.
import sharp from 'sharp';

/** The largest image an upload may have (server/media/decoding.ts MAX_PIXELS is 50 million). */
export const MAX_SIDE = 7000;

/**
 * A width × height RGB PNG; `noiseRows` rows of random pixels on top make the file larger (each
 * adds about width × 3 bytes), the rest is bands. Deterministic for the same arguments.
 */
export async function largePng(width: number, height: number, noiseRows = 0): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 0x14_21;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      if (y < noiseRows) {
        // xorshift: incompressible, and the same bytes on every run.
        seed ^= seed << 13;
        seed ^= seed >>> 17;
        seed ^= seed << 5;
        raw[at] = seed & 0xff;
        raw[at + 1] = (seed >>> 8) & 0xff;
        raw[at + 2] = (seed >>> 16) & 0xff;
      } else {
        raw[at] = (x * 255) / width;
        raw[at + 1] = (y * 255) / height;
        raw[at + 2] = ((x >> 6) ^ (y >> 6)) & 1 ? 200 : 40;
      }
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}
