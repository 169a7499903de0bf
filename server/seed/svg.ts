// Generated SVG artwork for the demo: logos, product pictures and landing backgrounds.
// Colours derive from names, so every product looks different yet stable across runs.
import { createHash } from 'node:crypto';

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );

function hashOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

/** Up to two initials; works for any script (Arabic names included). */
export function initials(name: string): string {
  const words = name.split(/[\s\-–—'’]+/u).filter((w) => /\p{L}/u.test(w));
  const letters = words.slice(0, 2).map((w) => Array.from(w.replace(/^[^\p{L}]+/u, ''))[0] ?? '');
  return letters.join('').toUpperCase();
}

const FONT =
  "font-family='system-ui,-apple-system,Segoe UI,Roboto,Noto Sans,Arial,sans-serif' font-weight='700'";

export function logoSvg(name: string, primary: string, secondary: string, size: number): string {
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' width='${size}' height='${size}' viewBox='0 0 200 200'>` +
    `<circle cx='100' cy='100' r='96' fill='${primary}'/>` +
    `<circle cx='100' cy='100' r='80' fill='none' stroke='${secondary}' stroke-width='6'/>` +
    `<text x='100' y='100' dy='.35em' text-anchor='middle' font-size='72' fill='#fff' ${FONT}>${escapeXml(initials(name))}</text>` +
    `</svg>`
  );
}

/** A square picture: a coloured backdrop, a plate, a shape chosen by the name, initials. */
export function productSvg(name: string): string {
  const h = hashOf(name);
  const hue = h % 360;
  const bg = `hsl(${hue},62%,58%)`;
  const accent = `hsl(${(hue + 40) % 360},70%,42%)`;
  const shapes = [
    `<circle cx='200' cy='200' r='70' fill='${accent}'/>`,
    `<rect x='135' y='135' width='130' height='130' rx='28' fill='${accent}'/>`,
    `<path d='M200 120 L275 255 L125 255 Z' fill='${accent}' stroke='${accent}' stroke-width='16' stroke-linejoin='round'/>`,
    `<ellipse cx='200' cy='200' rx='95' ry='55' fill='${accent}'/>`,
  ];
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' width='400' height='400' viewBox='0 0 400 400'>` +
    `<rect width='400' height='400' fill='${bg}'/>` +
    `<circle cx='200' cy='200' r='140' fill='#fff' fill-opacity='.92'/>` +
    `<circle cx='200' cy='200' r='112' fill='none' stroke='${bg}' stroke-opacity='.35' stroke-width='4'/>` +
    (shapes[(h >>> 9) % shapes.length] ?? '') +
    `<text x='200' y='200' dy='.35em' text-anchor='middle' font-size='64' fill='#fff' ${FONT}>${escapeXml(initials(name))}</text>` +
    `</svg>`
  );
}

/** A landing background: a diagonal gradient scattered with soft circles. */
export function backgroundSvg(
  primary: string,
  secondary: string,
  width: number,
  height: number,
  seed: string,
): string {
  const h = hashOf(seed);
  const circles = Array.from({ length: 7 }, (_, i) => {
    const v = hashOf(`${seed}:${i}`);
    const cx = v % 1000;
    const cy = (v >>> 10) % 1000;
    const r = 60 + ((v >>> 20) % 180);
    return `<circle cx='${cx / 10}%' cy='${cy / 10}%' r='${(r * width) / 1600}' fill='#fff' fill-opacity='${0.05 + (i % 3) * 0.04}'/>`;
  }).join('');
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}' viewBox='0 0 ${width} ${height}' preserveAspectRatio='xMidYMid slice'>` +
    `<defs><linearGradient id='g${h % 1000}' x1='0' y1='0' x2='1' y2='1'>` +
    `<stop offset='0' stop-color='${primary}'/><stop offset='1' stop-color='${secondary}'/></linearGradient></defs>` +
    `<rect width='100%' height='100%' fill='url(#g${h % 1000})'/>${circles}</svg>`
  );
}
