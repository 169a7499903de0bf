// Generates public/favicon_500.png (§2.2 "The favicon defaults to /favicon_500.png"): the brand
// colour #006EFF as a rounded square with a white 'C' ring, 500×500, anti-aliased by 4×4
// supersampling. Encoded by the seed's small PNG writer, so no image tooling is needed.
// Run: node --import tsx scripts/make-favicon.ts
import { writeFileSync } from 'node:fs';
import { encodePng } from '../server/seed/png';

const SIZE = 500;
const SAMPLES = 4;
const BRAND = [0x00, 0x6e, 0xff] as const;

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
  const rgba = new Uint8Array(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y++) {
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
      const t = cover === 0 ? 0 : white / cover;
      const i = (y * SIZE + x) * 4;
      rgba[i] = Math.round(BRAND[0] + (255 - BRAND[0]) * t);
      rgba[i + 1] = Math.round(BRAND[1] + (255 - BRAND[1]) * t);
      rgba[i + 2] = Math.round(BRAND[2] + (255 - BRAND[2]) * t);
      rgba[i + 3] = Math.round((255 * cover) / (SAMPLES * SAMPLES));
    }
  }
  return encodePng(SIZE, SIZE, rgba);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = new URL('../public/favicon_500.png', import.meta.url);
  writeFileSync(target, renderFavicon());
  console.log(`wrote ${target.pathname}`);
}
