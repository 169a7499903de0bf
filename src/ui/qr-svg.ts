import { encode } from 'uqr';

export interface QrSvgOptions {
  ecc?: 'L' | 'M' | 'Q' | 'H';
  label: string;
}

// ISO/IEC 18004 asks for a 4-module quiet zone; phone scanners miss codes
// that sit flush against a busy background without it.
const QUIET_ZONE = 4;

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * QR code as a standalone, scalable SVG string. One unit of the viewBox is one
 * module and all dark modules share a single path, which keeps the markup
 * small; crispEdges stops anti-aliasing seams between adjacent modules.
 */
export function qrSvg(text: string, options: QrSvgOptions = { label: '' }): string {
  const { data, size } = encode(text, { ecc: options.ecc ?? 'M', border: QUIET_ZONE });
  let d = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  const label = escapeXml(options.label);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" role="img" aria-label="${label}" shape-rendering="crispEdges">` +
    `<title>${label}</title>` +
    `<rect width="${size}" height="${size}" fill="#fff"/>` +
    `<path d="${d}" fill="#000"/>` +
    `</svg>`
  );
}
