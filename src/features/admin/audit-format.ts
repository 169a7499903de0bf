// How the activity list words an audit entry (pure, unit-tested): when in the company's time zone
// and clock, who from the actor, and what from the action (entity.verb) with the entity's name.
// Unknown actors, entities and verbs are shown as recorded rather than guessed at.
import { resolveTimeZone } from '../../domain/hours-time';
import type { TimeFormat } from '../../domain/types';
import type { AuditEntry } from '../../api/admin';

export interface AuditText {
  key: string;
  params?: Record<string, string>;
}

/** Verbs with a sentence of their own in admin.activity.what; others show the raw action. */
export const AUDIT_VERBS = [
  'create',
  'update',
  'move',
  'delete',
  'reorder',
  'import',
  'upload',
  'image_add',
  'bulk_create',
  'rename',
  'cancel',
  'pause',
  'resume',
  'stock_out',
  'stock_in',
] as const;
/** Entities with a name in admin.activity.entities; others show the entity as recorded. */
export const AUDIT_ENTITIES = [
  'category',
  'product',
  'variant',
  'modifier',
  'settings',
  'company',
  'table',
  'qr',
  'modifier_group',
  'image',
  'menu',
  'zone',
  'coupon',
  'reward',
  'order',
  'order_type',
] as const;

/** Settings sections with a name in admin.activity.sections (audit action settings.{section}). */
export const SETTINGS_SECTIONS = [
  'hours',
  'services',
  'fees',
  'delivery',
  'address',
  'domain',
  'staff',
  'payments',
  'loyalty',
  'landing',
  'coupon_published',
  'tab',
] as const;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The entry's time, e.g. "12 Mar 2025, 14:05", in the company's zone and clock; null if unreadable. */
export function auditWhen(
  iso: string,
  options: { locale: string; timeZone: string | null | undefined; timeFormat: TimeFormat },
): string | null {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return null;
  return new Intl.DateTimeFormat(options.locale, {
    timeZone: resolveTimeZone(options.timeZone),
    dateStyle: 'medium',
    timeStyle: 'short',
    hour12: options.timeFormat === '12h',
  }).format(instant);
}

/**
 * 'owner:1a2b3c4d' → the owner and the session it was made in, 'kitchen:…' a kitchen board's
 * session; any other actor as recorded.
 */
export function auditWho(actor: string): AuditText {
  const owner = /^owner:([0-9a-f]{1,64})$/i.exec(actor);
  if (owner?.[1]) return { key: 'admin.activity.who.owner', params: { session: owner[1] } };
  const kitchen = /^kitchen:([0-9a-z_-]{1,64})$/i.exec(actor);
  if (kitchen?.[1]) return { key: 'admin.activity.who.kitchen', params: { session: kitchen[1] } };
  return { key: 'admin.activity.who.other', params: { actor } };
}

/**
 * What the entry is about, from after the change, else from before it (a deleted one): its name,
 * else a coupon's code, else an order's number ('#A1B2').
 */
export function auditSubject(entry: Pick<AuditEntry, 'before' | 'after'>): string | null {
  for (const field of ['name', 'code', 'public_id'] as const) {
    for (const state of [entry.after, entry.before]) {
      if (typeof state !== 'object' || state === null || Array.isArray(state)) continue;
      const value = (state as Record<string, unknown>)[field];
      if (typeof value === 'string' && value.trim() !== '')
        return field === 'public_id' ? `#${value.trim()}` : value.trim();
    }
  }
  return null;
}

/** A paused or resumed order type is named by its type ('common.orderTypes.takeaway'). */
export function auditSubjectKey(entry: Pick<AuditEntry, 'entity' | 'entity_id'>): string | null {
  const types = ['onsite', 'takeaway', 'delivery'];
  return entry.entity === 'order_type' && types.includes(entry.entity_id ?? '')
    ? `common.orderTypes.${entry.entity_id}`
    : null;
}

/**
 * The sentence for the action: admin.activity.what.{verb} with {entity} as an
 * admin.activity.entities key (entityKey) or as recorded (entity); an unknown verb is the action
 * itself. A settings section's save names the section (admin.activity.sections).
 */
export function auditWhat(
  entry: Pick<AuditEntry, 'action' | 'entity'>,
): AuditText & { entityKey?: string } {
  const dot = entry.action.lastIndexOf('.');
  const verb = dot < 0 ? '' : entry.action.slice(dot + 1);
  const entity = entry.entity || (dot < 0 ? entry.action : entry.action.slice(0, dot));
  // A settings save is recorded as settings.{section}: "Changed the settings: Opening hours".
  if (entity === 'settings' && verb !== '')
    return isOneOf(SETTINGS_SECTIONS, verb)
      ? { key: 'admin.activity.what.settings', entityKey: `admin.activity.sections.${verb}` }
      : { key: 'admin.activity.what.settings', params: { entity: verb } };
  if (!isOneOf(AUDIT_VERBS, verb))
    return { key: 'admin.activity.what.other', params: { action: entry.action } };
  if (isOneOf(AUDIT_ENTITIES, entity))
    return { key: `admin.activity.what.${verb}`, entityKey: `admin.activity.entities.${entity}` };
  return { key: `admin.activity.what.${verb}`, params: { entity } };
}
