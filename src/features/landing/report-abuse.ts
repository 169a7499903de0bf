// The 'report something' form of the §2.3 footer: reasons, limits and validation. The
// spec leaves the body unstated (§7.1 "body not shown"); src/api's SiteAbuseReport is it.
import type { SiteAbuseReport } from '../../api/client';
import { isolateLtr } from '../../domain/bidi';
import { ABUSE_REPORT } from '../../domain/constants';

// The list and limits the server enforces too (src/domain/validation-api's abuseReportBody).
export const ABUSE_REASONS = ABUSE_REPORT.reasons;
export type AbuseReason = (typeof ABUSE_REASONS)[number];

export const DESCRIPTION_MIN = ABUSE_REPORT.descriptionMin;
export const DESCRIPTION_MAX = ABUSE_REPORT.descriptionMax;
export const EMAIL_MAX = ABUSE_REPORT.emailMax;

export interface ReportDraft {
  reason: string;
  description: string;
  email: string;
}

export type ReportField = keyof ReportDraft;
/** i18n keys of the messages to show under each field. */
export type ReportErrors = Partial<Record<ReportField, string>>;

// Deliberately loose: a typo check, not RFC 5322; the server validates again.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isAbuseReason(value: string): value is AbuseReason {
  return (ABUSE_REASONS as readonly string[]).includes(value);
}

export function validateReport(draft: ReportDraft): ReportErrors {
  const errors: ReportErrors = {};
  if (!isAbuseReason(draft.reason)) errors.reason = 'report.errors.reason';
  const description = draft.description.trim();
  if (description === '') errors.description = 'report.errors.descriptionRequired';
  else if (description.length < DESCRIPTION_MIN)
    errors.description = 'report.errors.descriptionShort';
  else if (draft.description.length > DESCRIPTION_MAX)
    errors.description = 'report.errors.descriptionLong';
  const email = draft.email.trim();
  if (email !== '' && (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)))
    errors.email = 'report.errors.email';
  return errors;
}

/** The request body; `url` is the page being reported. */
export function reportPayload(draft: ReportDraft, companyId: string, url: string): SiteAbuseReport {
  const email = draft.email.trim();
  return {
    company_id: companyId,
    reason: draft.reason,
    description: draft.description.trim(),
    email: email === '' ? null : email,
    url,
  };
}

type Translate = (key: string, params: Record<string, number>) => string;

/**
 * 'typed / max' under the description. The count reads left to right in every language: in an
 * Arabic line, unisolated, '3 / 1000' would show as '1000 / 3'.
 */
export function counterText(length: number, t: Translate): string {
  return isolateLtr(t('report.counter', { count: length, max: DESCRIPTION_MAX }));
}
