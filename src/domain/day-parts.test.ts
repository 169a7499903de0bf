// Issue [16/21] item 7: the parts of the day that group a 24-hour store's later times.
import { describe, expect, it } from 'vitest';
import { dayPart, groupByDayPart } from './day-parts';

describe('dayPart', () => {
  it.each([
    [0, 'night'],
    [5, 'night'],
    [6, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
  ] as const)('%i h is %s', (hour, part) => {
    expect(dayPart(hour)).toBe(part);
  });
});

describe('groupByDayPart', () => {
  it('keeps the day order and leaves out empty parts', () => {
    const items = [19, 20, 7, 8, 9].map((hour) => ({ hour, part: dayPart(hour) }));
    expect(groupByDayPart(items).map((g) => [g.part, g.items.map((i) => i.hour)])).toEqual([
      ['morning', [7, 8, 9]],
      ['evening', [19, 20]],
    ]);
  });

  it('a whole day of quarter hours makes four parts of 24', () => {
    const items = Array.from({ length: 96 }, (_, i) => ({ part: dayPart(Math.floor(i / 4)) }));
    expect(groupByDayPart(items).map((g) => g.items.length)).toEqual([24, 24, 24, 24]);
  });
});
