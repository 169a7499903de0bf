// §2.10 block 4: 'as soon as possible' (only while open) or a later slot, labelled in the
// company's timezone and time format. While closed only later slots are offered. A later slot
// is chosen with a row of days and, for the chosen day, a grid of times: both are groups of
// real radio buttons drawn as chips, so arrows, Tab and screen readers work as for any radio.
// A day with many times (a 24-hour store has 96) is shown one part of the day at a time, with a
// third row of chips for the parts (issue [16/21] item 7).
import { useEffect, useRef, useState } from 'react';
import type { DeliverySlot } from '../../../domain/checkout-summary';
import type { OrderIsFor } from '../../../domain/checkout-data';
import { DAY_PART_THRESHOLD, groupByDayPart } from '../../../domain/day-parts';
import type { DayPart } from '../../../domain/day-parts';
import { useI18n } from '../../../i18n';
import { FieldError } from './FieldError';
import { dayLabel, slotGroups } from './slot-labels';
import './delivery-time.css';

interface Props {
  open: boolean;
  slots: readonly DeliverySlot[];
  orderIsFor: OrderIsFor;
  value: string | null;
  error: string | null;
  onMode: (mode: OrderIsFor) => void;
  onSlot: (value: string) => void;
}

const ERROR_ID = 'cs-slot-error';

export function DeliveryTimePicker(props: Props) {
  const { t } = useI18n();
  const { open, slots } = props;
  const later = !open || props.orderIsFor === 'later';

  return (
    <fieldset className="cs-block cs-time" data-field="delivery_date">
      <legend className="cs-block__title">{t('summary.time.title')}</legend>
      {open ? (
        <div className="cs-options" role="presentation">
          <label className="cs-radio">
            <input
              type="radio"
              name="order_is_for"
              checked={!later}
              onChange={() => props.onMode('now')}
            />
            <span>{t('summary.time.asap')}</span>
          </label>
          <label className="cs-radio">
            <input
              type="radio"
              name="order_is_for"
              checked={later}
              disabled={slots.length === 0}
              onChange={() => props.onMode('later')}
            />
            <span>{t('summary.time.later')}</span>
          </label>
        </div>
      ) : (
        <p className="cs-note">{t('summary.time.closed')}</p>
      )}
      {later && slots.length > 0 ? (
        <SlotPicker
          slots={slots}
          value={props.value}
          invalid={props.error !== null}
          onSlot={props.onSlot}
        />
      ) : null}
      {later && slots.length === 0 ? <p className="cs-note">{t('summary.time.noSlots')}</p> : null}
      <FieldError id={ERROR_ID} message={props.error} />
    </fieldset>
  );
}

interface SlotPickerProps {
  slots: readonly DeliverySlot[];
  value: string | null;
  invalid: boolean;
  onSlot: (value: string) => void;
}

function SlotPicker({ slots, value, invalid, onSlot }: SlotPickerProps) {
  const { t, locale } = useI18n();
  const days = slotGroups(slots);
  const selected = value ? slots.find((s) => s.value === value) : undefined;
  // Only needed while no slot is chosen; otherwise the chosen slot's day is the day shown.
  const [pickedDay, setPickedDay] = useState<string | null>(null);
  const day =
    selected?.date ??
    days.find((list) => list[0]?.date === pickedDay)?.[0]?.date ??
    days[0]?.[0]?.date;
  const dayTimes = days.find((list) => list[0]?.date === day) ?? [];
  const parts = dayTimes.length > DAY_PART_THRESHOLD ? groupByDayPart(dayTimes) : [];
  const [pickedPart, setPickedPart] = useState<DayPart | null>(null);
  const chosenHere = selected?.date === day ? selected : undefined;
  const part =
    chosenHere?.part ?? parts.find((g) => g.part === pickedPart)?.part ?? parts[0]?.part ?? null;
  const times =
    parts.length > 1 ? (parts.find((g) => g.part === part)?.items ?? dayTimes) : dayTimes;
  const gridRef = useRef<HTMLDivElement>(null);

  // The chosen time stays in view within the grid (not by scrolling the sheet around it).
  useEffect(() => {
    const grid = gridRef.current;
    const chosen = grid?.querySelector('input:checked')?.closest<HTMLElement>('.cs-slot');
    if (!grid || !chosen) {
      if (grid) grid.scrollTop = 0;
      return;
    }
    const top = chosen.offsetTop;
    if (top < grid.scrollTop || top + chosen.offsetHeight > grid.scrollTop + grid.clientHeight)
      grid.scrollTop = Math.max(0, top - grid.clientHeight / 2);
  }, [day, part, value]);

  function chooseDay(date: string): void {
    setPickedDay(date);
    // A day alone is no time: its first slot is chosen, so what shows chosen is what is sent.
    const first = days.find((list) => list[0]?.date === date)?.[0];
    if (first && selected?.date !== date) onSlot(first.value);
  }

  function choosePart(next: DayPart): void {
    setPickedPart(next);
    // As for a day: the part's first time is chosen, so the shown part is the one sent.
    const first = parts.find((g) => g.part === next)?.items[0];
    if (first && chosenHere?.part !== next) onSlot(first.value);
  }

  return (
    <div className="cs-when">
      <span id="cs-day-label" className="cs-label">
        {t('summary.time.day')}
      </span>
      <div className="cs-days" role="radiogroup" aria-labelledby="cs-day-label">
        {days.map((list) => {
          const first = list[0];
          if (!first) return null;
          return (
            <label key={first.date} className="cs-day" data-date={first.date}>
              <input
                type="radio"
                name="delivery_day"
                value={first.date}
                checked={first.date === day}
                onChange={() => chooseDay(first.date)}
              />
              <span>{dayLabel(first, t, locale)}</span>
            </label>
          );
        })}
      </div>
      {parts.length > 1 ? (
        <>
          <span id="cs-part-label" className="cs-label">
            {t('summary.time.part')}
          </span>
          <div className="cs-days cs-parts" role="radiogroup" aria-labelledby="cs-part-label">
            {parts.map((group) => (
              <label key={group.part} className="cs-day" data-part={group.part}>
                <input
                  type="radio"
                  name="day_part"
                  value={group.part}
                  checked={group.part === part}
                  onChange={() => choosePart(group.part)}
                />
                <span>{t(`summary.time.parts.${group.part}`)}</span>
              </label>
            ))}
          </div>
        </>
      ) : null}
      <span id="cs-slot-label" className="cs-label">
        {t('summary.time.slot')}
      </span>
      <div
        ref={gridRef}
        className="cs-slots"
        role="radiogroup"
        aria-labelledby="cs-slot-label"
        aria-describedby={invalid ? ERROR_ID : undefined}
      >
        {times.map((slot) => (
          <label key={slot.value} className="cs-slot">
            <input
              type="radio"
              name="delivery_date"
              value={slot.value}
              checked={slot.value === value}
              aria-invalid={invalid ? true : undefined}
              onChange={() => onSlot(slot.value)}
            />
            <span>{slot.time}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
