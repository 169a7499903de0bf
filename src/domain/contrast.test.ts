import { describe, expect, it } from 'vitest';
import { contrastRatio } from './brand-colors';
import {
  AA_LARGE,
  AA_TEXT,
  NEAR_BLACK,
  WHITE,
  fillWithText,
  legibleOn,
  mix,
  readableOn,
  toHex6,
  worstContrast,
} from './contrast';

const ratio = (a: string, b: string): number => contrastRatio(a, b) ?? 0;

/** Channel spread: how colourful a colour is (0 for greys). */
function chroma(hex: string): number {
  const values = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return Math.max(...values) - Math.min(...values);
}

describe('toHex6 and mix', () => {
  it('reads #RGB and #RRGGBB in either case, nothing else', () => {
    expect(toHex6('#abc')).toBe('#AABBCC');
    expect(toHex6(' #0f766e ')).toBe('#0F766E');
    for (const bad of ['', 'red', '#12345', '#GGGGGG', 'rgb(0,0,0)', null, undefined])
      expect(toHex6(bad), String(bad)).toBeNull();
  });

  it('moves a colour part of the way to another, channel by channel', () => {
    expect(mix('#000000', '#FFFFFF', 0.5)).toBe('#808080');
    expect(mix('#006EFF', '#000000', 0)).toBe('#006EFF');
    expect(mix('#006EFF', '#000000', 1)).toBe('#000000');
  });
});

describe('readableOn: text on a theme fill', () => {
  it('keeps the preferred text when it reads', () => {
    expect(readableOn('#0F766E', WHITE)).toBe(WHITE);
    expect(readableOn('#FFFF00', '#1F2937')).toBe('#1F2937');
  });

  it('replaces an unreadable preference by white or near-black, whichever reads better', () => {
    // The demo categories drawer: #1F2937 on #134E4A is 1.55:1.
    expect(ratio('#1F2937', '#134E4A')).toBeLessThan(1.6);
    expect(readableOn('#134E4A', '#1F2937')).toBe(WHITE);
    expect(readableOn('#FFFF00', WHITE)).toBe(NEAR_BLACK);
  });

  it('falls back to black on a mid grey, where neither white nor near-black reaches 4.5:1', () => {
    expect(ratio(WHITE, '#777777')).toBeLessThan(AA_TEXT);
    expect(ratio(NEAR_BLACK, '#777777')).toBeLessThan(AA_TEXT);
    const text = readableOn('#777777', WHITE);
    expect(text).toBe('#000000');
    expect(ratio(text, '#777777')).toBeGreaterThanOrEqual(AA_TEXT);
  });
});

describe('legibleOn: a brand colour as text on surfaces', () => {
  it('leaves a colour that already reads', () => {
    expect(legibleOn('#0F766E', [WHITE])).toBe('#0F766E');
  });

  it('darkens #006EFF just enough on white (4.49:1 before)', () => {
    expect(ratio('#006EFF', WHITE)).toBeLessThan(AA_TEXT);
    const link = legibleOn('#006EFF', [WHITE]);
    expect(ratio(link, WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(ratio(link, WHITE)).toBeLessThan(4.7);
    expect(link.startsWith('#006')).toBe(true);
  });

  it('keeps the hue: yellow text on white becomes a dark yellow, not grey', () => {
    const text = legibleOn('#FFFF00', [WHITE]);
    expect(ratio(text, WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(chroma(text)).toBeGreaterThan(60);
  });

  it('lightens on a dark surface', () => {
    const text = legibleOn('#134E4A', ['#1F2937']);
    expect(ratio(text, '#1F2937')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(ratio(text, '#000000')).toBeGreaterThan(ratio('#134E4A', '#000000'));
  });

  it('reaches the level asked (3:1 for large text and icons)', () => {
    const icon = legibleOn('#FACC15', [WHITE], AA_LARGE);
    expect(ratio(icon, WHITE)).toBeGreaterThanOrEqual(AA_LARGE);
    expect(ratio(icon, WHITE)).toBeLessThan(AA_TEXT);
  });

  it('reads on every surface given, or takes the best of black and white when none can', () => {
    const both = legibleOn('#777777', [WHITE, '#F3F4F6']);
    expect(worstContrast(both, [WHITE, '#F3F4F6'])).toBeGreaterThanOrEqual(AA_TEXT);
    // A mid grey reads on white and black at once (#767676: 4.54:1 and 4.6:1) …
    const mid = legibleOn('#777777', [WHITE, '#000000']);
    expect(worstContrast(mid, [WHITE, '#000000'])).toBeGreaterThanOrEqual(AA_TEXT);
    // … but nothing reaches 4.5:1 on white and near-black at once.
    expect(['#000000', WHITE]).toContain(legibleOn('#777777', [WHITE, NEAR_BLACK]));
  });
});

describe('fillWithText: a filled control and its text', () => {
  it('keeps a pair that reads', () => {
    expect(fillWithText('#0F766E', WHITE)).toEqual({ fill: '#0F766E', text: WHITE });
  });

  it('darkens #006EFF a shade so its white text reads (the kitchen board and the 404 page)', () => {
    const pair = fillWithText('#006EFF', WHITE);
    expect(pair.text).toBe(WHITE);
    expect(pair.fill).not.toBe('#006EFF');
    expect(ratio(pair.text, pair.fill)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(ratio(pair.fill, '#006EFF')).toBeLessThan(1.05);
  });

  it('changes the text, not the brand, when the fill would have to change much', () => {
    const pair = fillWithText('#FFFF00', WHITE);
    expect(pair.fill).toBe('#FFFF00');
    expect(pair.text).toBe(NEAR_BLACK);
    expect(fillWithText('#134E4A', '#1F2937')).toEqual({ fill: '#134E4A', text: WHITE });
  });

  it('keeps a brand-coloured text in its hue on a white button', () => {
    const pair = fillWithText(WHITE, '#16A34A');
    expect(pair.fill).toBe(WHITE);
    expect(ratio(pair.text, WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(chroma(pair.text)).toBeGreaterThan(60);
  });

  it('always ends readable, whatever the pair', () => {
    const colours = ['#006EFF', '#134E4A', '#FFFF00', '#777777', WHITE, '#000000', '#FF0000'];
    for (const fill of colours)
      for (const text of colours) {
        const pair = fillWithText(fill, text);
        expect(ratio(pair.text, pair.fill), `${text} on ${fill}`).toBeGreaterThanOrEqual(AA_TEXT);
      }
  });
});
