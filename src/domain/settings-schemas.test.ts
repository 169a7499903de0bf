// The shared settings schemas (issue [11/13]): what the back office's forms and the server both
// accept, each refusal at its field's path with its code.
import { describe, expect, it } from 'vitest';
import {
  DeliveryValue,
  FeesValue,
  HoursValue,
  ServicesValue,
  StaffValue,
  domainValue,
  errorsFromServer,
  hoursFromStored,
  hostNameProblem,
  isPlatformHost,
  normalizeTypedHost,
  settingsErrors,
  spanMinutes,
  tipsOfferedIn,
} from './settings-schemas';
import type { DeliverySettingsValue, FeesSettings, HoursSettings } from './settings-schemas';

const closed = { is_active: false, hours: [] };
const week = (
  days: Partial<HoursSettings['business_hours']> = {},
): HoursSettings['business_hours'] => ({
  sunday: closed,
  monday: closed,
  tuesday: closed,
  wednesday: closed,
  thursday: closed,
  friday: closed,
  saturday: closed,
  ...days,
});
const hours = (days: Partial<HoursSettings['business_hours']>, timezone = 'America/Sao_Paulo') =>
  settingsErrors(HoursValue, { timezone, business_hours: week(days) });
const open = (...spans: [string, string][]) => ({
  is_active: true,
  hours: spans.map(([o, c]) => ({ open: o, close: c })),
});

describe('opening hours', () => {
  it('accepts split shifts and a span past midnight', () => {
    expect(
      hours({
        monday: open(['11:30', '15:00'], ['19:00', '01:30']),
        tuesday: open(['02:00', '10:00']),
      }),
    ).toEqual({});
    expect(spanMinutes({ open: '19:00', close: '01:30' })).toBe(390);
    expect(spanMinutes({ open: '00:00', close: '00:00' })).toBe(1440);
  });

  it('refuses overlapping spans on one day, across midnight and across the week', () => {
    expect(hours({ monday: open(['09:00', '14:00'], ['13:00', '18:00']) })).toEqual({
      'business_hours.monday.hours.1': 'span_overlap',
    });
    expect(hours({ monday: open(['20:00', '03:00']), tuesday: open(['02:00', '10:00']) })).toEqual({
      'business_hours.tuesday.hours.0': 'span_overlap',
    });
    // Saturday's late span runs into Sunday morning, the start of the week.
    expect(hours({ sunday: open(['01:00', '05:00']), saturday: open(['22:00', '02:00']) })).toEqual(
      { 'business_hours.saturday.hours.0': 'span_overlap' },
    );
    // Touching is not overlapping; a closed day's spans do not count.
    expect(
      hours({
        monday: open(['09:00', '14:00'], ['14:00', '18:00']),
        tuesday: { is_active: false, hours: [{ open: '00:00', close: '00:00' }] },
      }),
    ).toEqual({});
  });

  it('refuses malformed times, an open day without spans, too many spans and unknown zones', () => {
    expect(hours({ friday: open(['25:00', '9:00']) }, 'Mars/Base')).toEqual({
      timezone: 'timezone',
      'business_hours.friday.hours.0.open': 'time_format',
      'business_hours.friday.hours.0.close': 'time_format',
    });
    expect(hours({ friday: { is_active: true, hours: [] } })).toEqual({
      'business_hours.friday.hours': 'hours_required',
    });
    const seven = Array.from({ length: 7 }, (_, i): [string, string] => [`0${i}:00`, `0${i}:30`]);
    expect(hours({ friday: open(...seven) })).toEqual({
      'business_hours.friday.hours': 'too_many_spans',
    });
    expect(settingsErrors(HoursValue, { timezone: 'UTC', business_hours: {} })).toHaveProperty(
      ['business_hours.monday'],
      'required',
    );
  });

  it('reads stored hours into the form, every day present and every time HH:MM', () => {
    const read = hoursFromStored({
      monday: {
        is_active: true,
        hours: [
          { open: '9:00', close: '24:00' },
          { open: 'x', close: '1' },
        ],
      },
    });
    expect(read.monday).toEqual({ is_active: true, hours: [{ open: '09:00', close: '00:00' }] });
    expect(read.sunday).toEqual({ is_active: false, hours: [] });
  });
});

const services = {
  table: {
    active: true,
    scheduled_orders_enabled: false,
    collect_client_info: false,
    additional_input: null,
  },
  onsite: {
    active: true,
    scheduled_orders_enabled: false,
    collect_client_info: false,
    additional_input: null,
  },
  takeaway: {
    active: true,
    scheduled_orders_enabled: true,
    collect_client_info: true,
    additional_input: 'Car plate',
  },
  delivery: {
    active: false,
    scheduled_orders_enabled: false,
    collect_client_info: true,
    additional_input: '  ',
  },
};

describe('services', () => {
  it('accepts the four services and refuses a long or multi-line label', () => {
    expect(settingsErrors(ServicesValue, services)).toEqual({});
    expect(
      settingsErrors(ServicesValue, {
        ...services,
        table: { ...services.table, additional_input: 'x'.repeat(61) },
        onsite: { ...services.onsite, additional_input: 'two\nlines' },
      }),
    ).toEqual({
      'table.additional_input': 'too_long',
      'onsite.additional_input': 'control_characters',
    });
  });
});

const fees: FeesSettings = {
  service_fees: {
    table: { value: 10, optional: true },
    onsite: null,
    takeaway: null,
    delivery: null,
  },
  tips: {
    table: { active: true, type: 'percentage', options: [10, 12.5] },
    onsite: { active: false, type: 'percentage', options: [] },
    takeaway: { active: false, type: 'amount', options: [] },
    delivery: { active: true, type: 'amount', options: [200, 500] },
  },
  delivery_minimums: { minimum_amount_to_allow: 1500, minimum_amount_for_free: null },
};

describe('fees', () => {
  it('accepts percents with two decimals and amounts in whole minor units', () => {
    expect(settingsErrors(FeesValue, fees)).toEqual({});
  });

  it('refuses out-of-range percents, fractional amounts, repeats and too many tips', () => {
    expect(
      settingsErrors(FeesValue, {
        ...fees,
        service_fees: {
          ...fees.service_fees,
          onsite: { value: 0, optional: false },
          table: { value: 10.555, optional: false },
        },
        tips: {
          ...fees.tips,
          table: { active: true, type: 'percentage', options: [10, 10] },
          delivery: { active: true, type: 'amount', options: [1, 2, 3, 4, 5, 6] },
        },
        delivery_minimums: { minimum_amount_to_allow: 12.5, minimum_amount_for_free: -1 },
      }),
    ).toEqual({
      'service_fees.table.value': 'percent_range',
      'service_fees.onsite.value': 'percent_range',
      'tips.table.options.1': 'duplicate_option',
      'tips.delivery.options': 'too_many_options',
      'delivery_minimums.minimum_amount_to_allow': 'amount_range',
      'delivery_minimums.minimum_amount_for_free': 'amount_range',
    });
  });

  it('never offers tips in Brazil', () => {
    expect(tipsOfferedIn('br ')).toBe(false);
    expect(tipsOfferedIn('MX')).toBe(true);
  });
});

const square = [
  { latitude: -23.55, longitude: -46.64 },
  { latitude: -23.55, longitude: -46.62 },
  { latitude: -23.57, longitude: -46.62 },
];
const delivery: DeliverySettingsValue = {
  type: 'areas',
  fixed_price: 0,
  distance: { starting_price: 500, price_per_km: 150 },
  ranges: [{ enabled: true, max: 3, price: 500 }],
  districts: [{ id: 'centro', name: 'Centro', enabled: true, price: 400 }],
  areas: [{ id: 'a1', name: null, enabled: true, price: 700, area: square }],
  average_time: '30-45',
  receives_orders_outside_delivery_range: false,
};

describe('delivery', () => {
  it('accepts a polygon of three points or more', () => {
    expect(settingsErrors(DeliveryValue, delivery)).toEqual({});
  });

  it('refuses polygons with fewer than three points and points off the globe', () => {
    expect(
      settingsErrors(DeliveryValue, {
        ...delivery,
        areas: [{ ...delivery.areas[0], area: square.slice(0, 2) }],
      }),
    ).toEqual({ 'areas.0.area': 'polygon_points' });
    expect(
      settingsErrors(DeliveryValue, {
        ...delivery,
        areas: [
          {
            ...delivery.areas[0],
            area: [
              { latitude: Number.NaN, longitude: 0 },
              { latitude: 0, longitude: 181 },
              square[2],
            ],
          },
        ],
      }),
    ).toEqual({
      'areas.0.area.0.latitude': 'coordinates',
      'areas.0.area.1.longitude': 'coordinates',
    });
  });

  it('needs entries for the chosen list type and refuses repeated ranges and ids', () => {
    expect(
      settingsErrors(DeliveryValue, { ...delivery, type: 'districts', districts: [] }),
    ).toEqual({
      districts: 'entries_required',
    });
    expect(
      settingsErrors(DeliveryValue, {
        ...delivery,
        ranges: [delivery.ranges[0], { enabled: false, max: 3, price: 900 }],
        districts: [delivery.districts[0], { ...delivery.districts[0], name: 'Again' }],
      }),
    ).toEqual({ 'ranges.1.max': 'duplicate_range', 'districts.1.id': 'duplicate_id' });
    expect(
      settingsErrors(DeliveryValue, { ...delivery, ranges: [{ enabled: true, max: 0, price: 1 }] }),
    ).toEqual({ 'ranges.0.max': 'distance_range' });
  });
});

describe('domain and staff', () => {
  const DomainValue = domainValue(normalizeTypedHost);

  it('normalises a typed domain and checks it is a host name', () => {
    expect(normalizeTypedHost(' HTTPS://Menu.Example.com:443/x ')).toBe('menu.example.com');
    expect(settingsErrors(DomainValue, { domain_url: 'https://Menu.Example.com/' })).toEqual({});
    expect(settingsErrors(DomainValue, { domain_url: '' })).toEqual({});
    for (const host of [
      'localhost',
      'a..b',
      '-a.com',
      'a-.com',
      '10.0.0.1',
      'x'.repeat(64) + '.com',
    ])
      expect(hostNameProblem(host), host).toBe('host_invalid');
    expect(hostNameProblem('xn--caf-dma.example.xn--p1ai')).toBeNull();
    expect(isPlatformHost('demo.comanda.app', 'comanda.app')).toBe(true);
    expect(isPlatformHost('notcomanda.app', 'comanda.app')).toBe(false);
  });

  it('takes a staff password of 8 to 200 characters', () => {
    expect(settingsErrors(StaffValue, { password: '12345678' })).toEqual({});
    expect(settingsErrors(StaffValue, { password: '1234567' })).toEqual({
      password: 'password_length',
    });
    expect(settingsErrors(StaffValue, { password: 'x'.repeat(201) })).toEqual({
      password: 'password_length',
    });
  });

  it("reads the server's 422 errors as the form's", () => {
    expect(
      errorsFromServer({
        'value.business_hours.monday.hours.0': ['span_overlap (hours)'],
        'value.domain_url': ['host_reserved'],
        version: ['Expected a number'],
      }),
    ).toEqual({
      'business_hours.monday.hours.0': 'span_overlap',
      domain_url: 'host_reserved',
      version: 'invalid',
    });
  });
});
