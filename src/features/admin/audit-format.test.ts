// How an audit entry reads: its time in the company's zone and clock, its actor, its action.
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/admin.json';
import enTab from '../../i18n/locales/en/admin-tab.json';
import { mergeDictionaries } from '../../i18n/dictionary';
import { lookup } from '../../i18n/staff-namespaces';
import {
  AUDIT_ENTITIES,
  AUDIT_VERBS,
  SETTINGS_SECTIONS,
  auditSubject,
  auditSubjectKey,
  auditWhat,
  auditWhen,
  auditWho,
} from './audit-format';

// The admin namespace is merged from admin.json and admin-{part}.json (staff-namespaces.ts).
const english = { admin: mergeDictionaries(en, enTab) };

describe('auditWhen', () => {
  it('shows the instant in the company time zone, not the browser’s', () => {
    const at = '2025-03-12T23:30:00.000Z';
    const options = { locale: 'en-GB', timeFormat: '24h' as const };
    expect(auditWhen(at, { ...options, timeZone: 'America/Mexico_City' })).toBe(
      '12 Mar 2025, 17:30',
    );
    expect(auditWhen(at, { ...options, timeZone: 'Asia/Tokyo' })).toBe('13 Mar 2025, 08:30');
  });

  it('follows the company’s clock and the owner’s language', () => {
    const at = '2025-03-12T23:30:00.000Z';
    expect(auditWhen(at, { locale: 'en', timeZone: 'UTC', timeFormat: '12h' })).toMatch(
      /^Mar 12, 2025, 11:30\sPM$/,
    );
    expect(auditWhen(at, { locale: 'de', timeZone: 'UTC', timeFormat: '24h' })).toBe(
      '12.03.2025, 23:30',
    );
  });

  it('falls back to UTC for an unknown zone and gives null for an unreadable time', () => {
    const at = '2025-03-12T23:30:00.000Z';
    expect(auditWhen(at, { locale: 'en-GB', timeZone: 'Mars/Base', timeFormat: '24h' })).toBe(
      '12 Mar 2025, 23:30',
    );
    expect(auditWhen('yesterday', { locale: 'en', timeZone: 'UTC', timeFormat: '24h' })).toBe(null);
  });
});

describe('auditWho', () => {
  it('names an owner session by its short id', () => {
    expect(auditWho('owner:1a2b3c4d')).toEqual({
      key: 'admin.activity.who.owner',
      params: { session: '1a2b3c4d' },
    });
  });

  it("names a kitchen board's session (issue [16/21] item 13)", () => {
    expect(auditWho('kitchen:9f8e7d6c')).toEqual({
      key: 'admin.activity.who.kitchen',
      params: { session: '9f8e7d6c' },
    });
  });

  it('shows any other actor as recorded', () => {
    expect(auditWho('system')).toEqual({
      key: 'admin.activity.who.other',
      params: { actor: 'system' },
    });
    expect(auditWho('owner:')).toEqual({
      key: 'admin.activity.who.other',
      params: { actor: 'owner:' },
    });
  });
});

describe('auditWhat', () => {
  it('words a known verb on a known entity with the entity’s own name', () => {
    expect(auditWhat({ action: 'category.create', entity: 'category' })).toEqual({
      key: 'admin.activity.what.create',
      entityKey: 'admin.activity.entities.category',
    });
    expect(auditWhat({ action: 'product.delete', entity: 'product' })).toEqual({
      key: 'admin.activity.what.delete',
      entityKey: 'admin.activity.entities.product',
    });
  });

  it('keeps an unknown entity as recorded, and takes it from the action when missing', () => {
    expect(auditWhat({ action: 'voucher.update', entity: 'voucher' })).toEqual({
      key: 'admin.activity.what.update',
      params: { entity: 'voucher' },
    });
    expect(auditWhat({ action: 'category.update', entity: '' })).toEqual({
      key: 'admin.activity.what.update',
      entityKey: 'admin.activity.entities.category',
    });
  });

  it('shows an unknown verb as the raw action', () => {
    expect(auditWhat({ action: 'category.archive', entity: 'category' })).toEqual({
      key: 'admin.activity.what.other',
      params: { action: 'category.archive' },
    });
    expect(auditWhat({ action: 'login', entity: 'session' })).toEqual({
      key: 'admin.activity.what.other',
      params: { action: 'login' },
    });
  });

  it('names the settings section a save changed, or shows an unknown one as recorded', () => {
    expect(auditWhat({ action: 'settings.hours', entity: 'settings' })).toEqual({
      key: 'admin.activity.what.settings',
      entityKey: 'admin.activity.sections.hours',
    });
    expect(auditWhat({ action: 'settings.printer', entity: 'settings' })).toEqual({
      key: 'admin.activity.what.settings',
      params: { entity: 'printer' },
    });
  });

  it('has an English sentence for every verb and a name for every entity', () => {
    const keys = [
      ...SETTINGS_SECTIONS.map((section) => `admin.activity.sections.${section}`),
      'admin.activity.what.settings',
      ...AUDIT_VERBS.map((verb) => `admin.activity.what.${verb}`),
      ...AUDIT_ENTITIES.map((entity) => `admin.activity.entities.${entity}`),
      'admin.activity.what.other',
      'admin.activity.who.owner',
      'admin.activity.who.kitchen',
      'admin.activity.who.other',
    ];
    expect(keys.filter((key) => lookup(english, key) === undefined)).toEqual([]);
  });
});

describe('auditSubject', () => {
  it('names the entity after the change, else before it', () => {
    expect(auditSubject({ before: { name: 'Drinks' }, after: { name: 'Cold drinks' } })).toBe(
      'Cold drinks',
    );
    expect(auditSubject({ before: { name: 'Desserts' }, after: null })).toBe('Desserts');
  });

  it('names a coupon by its code and an order by its number (issue [16/21] item 13)', () => {
    expect(auditSubject({ before: null, after: { code: 'WELCOME10', value: 10 } })).toBe(
      'WELCOME10',
    );
    expect(auditSubject({ before: { public_id: 'A12' }, after: { public_id: 'A12' } })).toBe(
      '#A12',
    );
  });

  it('names a paused order type by its type', () => {
    expect(auditSubjectKey({ entity: 'order_type', entity_id: 'takeaway' })).toBe(
      'common.orderTypes.takeaway',
    );
    expect(auditSubjectKey({ entity: 'order_type', entity_id: 'boat' })).toBeNull();
    expect(auditSubjectKey({ entity: 'product', entity_id: 'takeaway' })).toBeNull();
  });

  it('has no name for entries without one', () => {
    expect(auditSubject({ before: null, after: null })).toBeNull();
    expect(auditSubject({ before: [1, 2], after: { name: '  ' } })).toBeNull();
    expect(auditSubject({ before: null, after: { name: 42 } })).toBeNull();
  });
});
