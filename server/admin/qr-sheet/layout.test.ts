import { describe, expect, it } from 'vitest';
import {
  A4,
  DEFAULT_GRID,
  cardLayout,
  cardSize,
  mmToPt,
  pageCount,
  pagesOf,
  perPage,
} from './layout';

describe('QR sheet layout', () => {
  it('fits 2 × 3 cards of 90 × 87 mm between 12 mm margins of an A4 page', () => {
    expect(perPage()).toBe(6);
    expect(cardSize()).toEqual({ width: 90, height: 87 });
    const last = cardLayout(5);
    expect(last.card.x + last.card.width).toBeCloseTo(A4.width - DEFAULT_GRID.margin);
    expect(last.card.y + last.card.height).toBeCloseTo(A4.height - DEFAULT_GRID.margin);
  });

  it('counts pages: one at least, then one per six cards', () => {
    expect([0, 1, 6, 7, 12, 13].map((n) => pageCount(n))).toEqual([1, 1, 1, 2, 2, 3]);
    expect(pagesOf(7).map((page) => page.map((c) => c.index))).toEqual([[0, 1, 2, 3, 4, 5], [6]]);
    expect(pagesOf(0)).toEqual([[]]);
  });

  it('places cards row by row, left to right, and starts each page at the top', () => {
    expect(cardLayout(1).card).toMatchObject({ x: 108, y: 12 });
    expect(cardLayout(2).card).toMatchObject({ x: 12, y: 105 });
    expect(cardLayout(6)).toMatchObject({ page: 1, card: { x: 12, y: 12 } });
  });

  it('keeps the code at least 3 cm square, centred, with the texts inside the card', () => {
    for (let i = 0; i < 6; i += 1) {
      const at = cardLayout(i);
      expect(at.qr.width).toBeGreaterThanOrEqual(30);
      expect(at.qr.width).toBe(at.qr.height);
      expect(at.qr.x + at.qr.width / 2).toBeCloseTo(at.card.x + at.card.width / 2);
      expect(at.companyBaseline).toBeGreaterThan(at.card.y);
      expect(at.companyBaseline).toBeLessThan(at.qr.y);
      expect(at.nameBaseline).toBeGreaterThan(at.qr.y + at.qr.height);
      expect(at.zoneBaseline).toBeGreaterThan(at.nameBaseline);
      expect(at.zoneBaseline).toBeLessThan(at.card.y + at.card.height);
    }
  });

  it('converts millimetres to points', () => {
    expect(mmToPt(25.4)).toBe(72);
    expect(mmToPt(A4.width)).toBeCloseTo(595.28, 1);
  });
});
