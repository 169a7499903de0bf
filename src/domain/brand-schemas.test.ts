import type { Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  CouponBody,
  CouponWindowValue,
  LandingValue,
  LoyaltyRulesValue,
  PaymentsValue,
  RewardBody,
  couponCodeProblem,
  discountValueProblem,
  fieldProblems,
  isCalendarDay,
  isHttpsUrl,
  isSitePath,
  landingContentProblem,
  landingContrastPairs,
  normalizeCouponCode,
} from './brand-schemas';

const coupon = {
  code: ' summer10 ',
  discount_type: 'percentage',
  value: 10,
  min_amount: 0,
  usage_limit: 0,
  active: true,
  published: false,
  start_date: null,
  end_date: null,
};

const layout = {
  title: { name: ' Hello ', summary: '', font: 'poppins', text_color: '#FFFFFF' },
  content: { font: 'rubik', text_color: '#FFFFFF' },
  body: {
    background_type: 'flat_color',
    background_color: '#006EFF',
    degraded_color: { degraded_1: '#006EFF', degraded_2: '#003C8A' },
    background_image: { desktop_url: null, mobile_url: null },
  },
  buttons_icons: {
    button_color: '#FFFFFF',
    text_color: '#006EFF',
    form_color: '#FFFFFF',
    form: 'filled_squared',
  },
};
const landing = {
  layout,
  contents: [],
  social: { facebook: '', instagram: null, tiktok: null, tripadvisor: null },
  logo_url: '',
};

const fieldsOf = <T, S>(value: unknown, struct: Struct<T, S>) => {
  const result = fieldProblems(value, struct);
  return result.ok ? [] : Object.keys(result.errors).sort();
};

describe('shared brand schemas', () => {
  it('normalises coupon codes and refuses spaces, symbols and long codes', () => {
    expect(normalizeCouponCode(' welcome10 ')).toBe('WELCOME10');
    expect(couponCodeProblem('WELCOME_10-X')).toBeNull();
    expect(couponCodeProblem('CAFÉ')).toBeNull();
    expect(couponCodeProblem('')).not.toBeNull();
    expect(couponCodeProblem('TWO WORDS')).not.toBeNull();
    expect(couponCodeProblem('50%OFF')).not.toBeNull();
    expect(couponCodeProblem('X'.repeat(31))).not.toBeNull();
  });

  it('checks a coupon across fields: value per type, end not before start', () => {
    const ok = fieldProblems(coupon, CouponBody);
    expect(ok).toEqual({ ok: true, value: { ...coupon, code: 'SUMMER10' } });
    expect(fieldsOf({ ...coupon, value: 0 }, CouponBody)).toEqual(['value']);
    expect(fieldsOf({ ...coupon, value: 101 }, CouponBody)).toEqual(['value']);
    expect(fieldsOf({ ...coupon, discount_type: 'fixed', value: 250 }, CouponBody)).toEqual([]);
    expect(fieldsOf({ ...coupon, discount_type: 'fixed', value: 2.5 }, CouponBody)).toEqual([
      'value',
    ]);
    expect(
      fieldsOf({ ...coupon, start_date: '2026-03-02', end_date: '2026-03-01' }, CouponBody),
    ).toEqual(['end_date']);
    expect(
      fieldsOf({ ...coupon, start_date: '2026-03-01', end_date: '2026-03-01' }, CouponBody),
    ).toEqual([]);
    expect(fieldsOf({ ...coupon, start_date: '2026-02-30' }, CouponBody)).toEqual(['start_date']);
    expect(fieldsOf({ ...coupon, min_amount: -5 }, CouponBody)).toEqual(['min_amount']);
    expect(fieldsOf({ ...coupon, extra: 1 }, CouponBody)).toEqual(['extra']);
    expect(discountValueProblem('percentage', 100)).toBeNull();
    expect(discountValueProblem('fixed', 1)).toBeNull();
  });

  it('checks the published-coupons window', () => {
    expect(
      fieldsOf(
        { active: true, start_date: '2026-05-02', end_date: '2026-05-01' },
        CouponWindowValue,
      ),
    ).toEqual(['end_date']);
    expect(
      fieldsOf({ active: false, start_date: null, end_date: null }, CouponWindowValue),
    ).toEqual([]);
  });

  it('checks loyalty rules and rewards', () => {
    expect(fieldsOf({ active: true, points_per_unit: 2 }, LoyaltyRulesValue)).toEqual([]);
    expect(fieldsOf({ active: true, points_per_unit: 0 }, LoyaltyRulesValue)).toEqual([
      'points_per_unit',
    ]);
    const reward = {
      name: ' Free drink ',
      required_points: 50,
      discount_type: 'fixed',
      value: 300,
    };
    expect(fieldProblems(reward, RewardBody)).toEqual({
      ok: true,
      value: { ...reward, name: 'Free drink' },
    });
    expect(fieldsOf({ ...reward, required_points: 0 }, RewardBody)).toEqual(['required_points']);
    expect(fieldsOf({ ...reward, discount_type: 'percentage', value: 120 }, RewardBody)).toEqual([
      'value',
    ]);
  });

  it('checks payment methods per service with paths to each field', () => {
    const cash = {
      id: 'a',
      kind: 'offline',
      code: 'cash',
      description: '  ',
      payment_code: null,
      fee: 0,
      provider_id: null,
      enabled: true,
    };
    const value = { table: [cash], onsite: [], takeaway: [], delivery: [] };
    const ok = fieldProblems(value, PaymentsValue);
    expect(ok.ok && ok.value.table[0]?.description).toBeNull();
    expect(fieldsOf({ ...value, table: [{ ...cash, fee: 2.555 }] }, PaymentsValue)).toEqual([
      'table.0.fee',
    ]);
    expect(
      fieldsOf(
        { ...value, table: [{ ...cash, code: 'voucher', description: null }] },
        PaymentsValue,
      ),
    ).toEqual(['table.0.description']);
    expect(
      fieldsOf(
        { ...value, table: [{ ...cash, kind: 'online', provider_id: null }] },
        PaymentsValue,
      ),
    ).toEqual(['table.0.provider_id']);
    expect(fieldsOf({ ...value, table: [cash, cash] }, PaymentsValue)).toEqual(['table']);
    expect(fieldsOf({ table: [] }, PaymentsValue)).toEqual(['delivery', 'onsite', 'takeaway']);
  });

  it('checks landing layout, buttons, links and images', () => {
    const ok = fieldProblems(landing, LandingValue);
    expect(ok.ok && ok.value.layout.title.name).toBe('Hello');
    expect(ok.ok && ok.value.social.facebook).toBeNull();
    expect(ok.ok && ok.value.logo_url).toBeNull();
    const withTitle = (title: object) => ({
      ...landing,
      layout: { ...layout, title: { ...layout.title, ...title } },
    });
    expect(fieldsOf(withTitle({ text_color: '#FFF' }), LandingValue)).toEqual([
      'layout.title.text_color',
    ]);
    expect(fieldsOf(withTitle({ font: 'arial' }), LandingValue)).toEqual(['layout.title.font']);
    expect(fieldsOf(withTitle({ name: 'x'.repeat(61) }), LandingValue)).toEqual([
      'layout.title.name',
    ]);
    const image = {
      ...landing,
      layout: { ...layout, body: { ...layout.body, background_type: 'image' } },
    };
    expect(fieldsOf(image, LandingValue)).toEqual(['layout.body.background_image.desktop_url']);
    expect(
      fieldsOf(
        {
          ...landing,
          contents: [
            { id: null, name: 'Wifi', status: true, type: 'wifi_network', value: 'Net|||pw' },
          ],
        },
        LandingValue,
      ),
    ).toEqual([]);
    expect(
      fieldsOf(
        {
          ...landing,
          contents: [
            { id: null, name: 'Site', status: true, type: 'link', value: 'ftp://x.example' },
          ],
        },
        LandingValue,
      ),
    ).toEqual(['contents.0.value']);
    expect(
      fieldsOf(
        { ...landing, social: { ...landing.social, tiktok: 'http://tiktok.com/x' } },
        LandingValue,
      ),
    ).toEqual(['social.tiktok']);
  });

  it('knows each landing button type', () => {
    expect(landingContentProblem('menu_webapp_url', '/')).toBeNull();
    expect(landingContentProblem('menu_webapp_url', 'https://menu.example.com')).toBeNull();
    expect(landingContentProblem('menu_webapp_url', 'javascript:alert(1)')).not.toBeNull();
    expect(landingContentProblem('whatsapp_number', '+55 (11) 99999-0000')).toBeNull();
    expect(landingContentProblem('whatsapp_number', '123')).not.toBeNull();
    expect(landingContentProblem('wifi_network', 'Guests')).toBeNull();
    expect(landingContentProblem('wifi_network', ' |||pw')).not.toBeNull();
    expect(landingContentProblem('wifi_network', `Net|||${'x'.repeat(64)}`)).not.toBeNull();
    expect(landingContentProblem('link', 'https://example.com/a')).toBeNull();
    expect(isHttpsUrl('https://localhost')).toBe(false);
    expect(isSitePath('/media/demo/logo.png')).toBe(true);
    expect(isSitePath('//evil.example/x.png')).toBe(false);
    expect(isSitePath('https://cdn.example.com/x.png')).toBe(false);
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2023-02-29')).toBe(false);
  });

  it('pairs each text with the backgrounds it is read on', () => {
    const checked = fieldProblems(landing, LandingValue);
    if (!checked.ok) throw new Error('the sample landing must be valid');
    const flat = checked.value.layout;
    expect(landingContrastPairs(flat).map((p) => p.id)).toEqual(['title', 'content', 'buttons']);
    const gradient = landingContrastPairs({
      ...flat,
      body: { ...flat.body, background_type: 'gradient' },
    });
    expect(gradient.filter((p) => p.id === 'title').map((p) => p.background)).toEqual([
      '#006EFF',
      '#003C8A',
    ]);
    const image = landingContrastPairs({
      ...flat,
      body: { ...flat.body, background_type: 'image' },
    });
    expect(image.map((p) => p.id)).toEqual(['buttons']);
  });
});
