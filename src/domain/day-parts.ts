// Parts of the day for a long list of times (issue [16/21] item 7: a 24-hour store offers 96
// quarter hours a day). Each part is a quarter of the day by the company's wall clock, so the
// grouping is the same in every language and for 12- and 24-hour clocks.

export const DAY_PARTS = ['night', 'morning', 'afternoon', 'evening'] as const;

export type DayPart = (typeof DAY_PARTS)[number];

/** 00:00–05:59 night, 06:00–11:59 morning, 12:00–17:59 afternoon, 18:00–23:59 evening. */
export function dayPart(hour: number): DayPart {
  if (hour < 6) return 'night';
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

/** A day with more times than this is shown one part at a time. */
export const DAY_PART_THRESHOLD = 24;

/** The parts the items fall in, in the order of the day, with the items of each. */
export function groupByDayPart<T extends { part: DayPart }>(
  items: readonly T[],
): { part: DayPart; items: T[] }[] {
  return DAY_PARTS.map((part) => ({ part, items: items.filter((i) => i.part === part) })).filter(
    (group) => group.items.length > 0,
  );
}
