// §2.10 block 4: 'as soon as possible' (only while open) or a later slot, labelled in the
// company's timezone and time format. While closed only later slots are offered.
import type { DeliverySlot } from '../../../domain/checkout-summary';
import type { OrderIsFor } from '../../../domain/checkout-data';
import { useI18n } from '../../../i18n';
import { FieldError } from './FieldError';
import { dayLabel, slotGroups } from './slot-labels';

interface Props {
  open: boolean;
  slots: readonly DeliverySlot[];
  orderIsFor: OrderIsFor;
  value: string | null;
  error: string | null;
  onMode: (mode: OrderIsFor) => void;
  onSlot: (value: string) => void;
}

export function DeliveryTimePicker(props: Props) {
  const { t, locale } = useI18n();
  const { open, slots, value } = props;
  const later = !open || props.orderIsFor === 'later';
  const groups = slotGroups(slots);

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
        <>
          <label className="cs-label" htmlFor="cs-slot">
            {t('summary.time.slot')}
          </label>
          <select
            id="cs-slot"
            name="delivery_date"
            className="cs-input"
            value={value ?? ''}
            aria-invalid={props.error ? true : undefined}
            onChange={(event) => props.onSlot(event.target.value)}
          >
            {value ? null : <option value="">{t('summary.time.required')}</option>}
            {groups.map((list) => {
              const day = list[0] ? dayLabel(list[0], t, locale) : '';
              return (
                <optgroup key={list[0]?.date} label={day}>
                  {list.map((slot) => (
                    <option key={slot.value} value={slot.value}>
                      {`${day} ${slot.time}`}
                    </option>
                  ))}
                </optgroup>
              );
            })}
          </select>
        </>
      ) : null}
      {later && slots.length === 0 ? <p className="cs-note">{t('summary.time.noSlots')}</p> : null}
      <FieldError id="cs-slot-error" message={props.error} />
    </fieldset>
  );
}
