import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrSvg } from './qr-svg';

const PIX =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

function darkModules(svg: string): number {
  return (svg.match(/M\d+ \d+h1v1h-1z/g) ?? []).length;
}

function viewBoxSize(svg: string): number {
  const match = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  expect(match?.[1]).toBe(match?.[2]);
  return Number(match?.[1]);
}

describe('qrSvg', () => {
  it('is an accessible, scalable SVG image', () => {
    const svg = qrSvg(PIX, { label: 'Pix QR code' });
    expect(svg.startsWith('<svg ')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-label="Pix QR code"');
    const root = svg.slice(0, svg.indexOf('>'));
    expect(root).not.toMatch(/\s(width|height)=/); // sized by CSS, scaled via viewBox
    expect(svg).toContain('fill="#fff"');
    expect(svg).toContain('fill="#000"');
  });

  it('escapes the label for XML', () => {
    const svg = qrSvg(PIX, { label: `Tom & Jerry's <"Bar">` });
    expect(svg).toContain('aria-label="Tom &amp; Jerry&apos;s &lt;&quot;Bar&quot;&gt;"');
    expect(svg).not.toContain('<"Bar">');
  });

  it('draws dark modules inside a quiet zone of at least 4 modules', () => {
    const bare = encode(PIX, { ecc: 'M', border: 0 });
    expect(bare.size).toBeGreaterThanOrEqual(21);
    const svg = qrSvg(PIX, { label: 'Pix' });
    expect(viewBoxSize(svg)).toBe(bare.size + 8);
    const dark = bare.data.flat().filter(Boolean).length;
    expect(dark).toBeGreaterThan(0);
    expect(darkModules(svg)).toBe(dark);
    for (const [, x, y] of svg.matchAll(/M(\d+) (\d+)h1/g)) {
      expect(Number(x)).toBeGreaterThanOrEqual(4);
      expect(Number(y)).toBeGreaterThanOrEqual(4);
      expect(Number(x)).toBeLessThan(bare.size + 4);
      expect(Number(y)).toBeLessThan(bare.size + 4);
    }
  });

  it("defaults to ECC 'M' and honours another level", () => {
    const text = 'x'.repeat(60);
    expect(viewBoxSize(qrSvg(text, { label: 'a' }))).toBe(
      encode(text, { ecc: 'M', border: 4 }).size,
    );
    expect(viewBoxSize(qrSvg(text, { ecc: 'H', label: 'a' }))).toBe(
      encode(text, { ecc: 'H', border: 4 }).size,
    );
    expect(encode(text, { ecc: 'H' }).size).toBeGreaterThan(encode(text, { ecc: 'M' }).size);
  });

  it('gives different SVGs for different texts', () => {
    expect(qrSvg('pedido 1', { label: 'a' })).not.toBe(qrSvg('pedido 2', { label: 'a' }));
  });
});
