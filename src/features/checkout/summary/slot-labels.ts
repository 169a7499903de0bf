// Labels of delivery slots: 'Today' / 'Tomorrow', else the weekday and date in the visitor's
// language. The date is already the company's local date, so it is formatted as UTC.
import type { DeliverySlot } from '../../../domain/checkout-summary';

type Translate = (key: string) => string;

export function dayLabel(slot: Pick<DeliverySlot, 'day' | 'date'>, t: Translate, locale: string) {
  if (slot.day !== 'date') return t(`summary.time.${slot.day}`);
  try {
    return new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${slot.date}T12:00:00Z`));
  } catch {
    return slot.date;
  }
}

export function slotLabel(
  slots: readonly DeliverySlot[],
  value: string | null,
  t: Translate,
  locale: string,
): string | null {
  const slot = value ? slots.find((s) => s.value === value) : undefined;
  return slot ? `${dayLabel(slot, t, locale)} ${slot.time}` : null;
}

/** Slots grouped by local date, in order, for the picker's option groups. */
export function slotGroups(slots: readonly DeliverySlot[]): DeliverySlot[][] {
  const groups: DeliverySlot[][] = [];
  for (const slot of slots) {
    const last = groups.at(-1);
    if (last?.[0]?.date === slot.date) last.push(slot);
    else groups.push([slot]);
  }
  return groups;
}
