import { describe, expect, it } from 'vitest';
import { interpolate } from '../../i18n/dictionary';
import arReport from '../../i18n/locales/ar/report.json';
import enReport from '../../i18n/locales/en/report.json';
import { DESCRIPTION_MAX, counterText, reportPayload, validateReport } from './report-abuse';

const valid = { reason: 'spam', description: 'This page sells fake tickets.', email: '' };

describe('validateReport (§2.3 footer "report something")', () => {
  it.each([
    ['a complete report without email', valid, {}],
    ['a complete report with email', { ...valid, email: 'ana@example.com' }, {}],
    ['no reason chosen', { ...valid, reason: '' }, { reason: 'report.errors.reason' }],
    ['an unknown reason', { ...valid, reason: 'boredom' }, { reason: 'report.errors.reason' }],
    [
      'a blank description',
      { ...valid, description: '   ' },
      { description: 'report.errors.descriptionRequired' },
    ],
    [
      'a too short description',
      { ...valid, description: 'bad' },
      { description: 'report.errors.descriptionShort' },
    ],
    [
      'a too long description',
      { ...valid, description: 'x'.repeat(DESCRIPTION_MAX + 1) },
      { description: 'report.errors.descriptionLong' },
    ],
    ['a malformed email', { ...valid, email: 'ana@' }, { email: 'report.errors.email' }],
    [
      'everything wrong at once',
      { reason: '', description: '', email: 'nope' },
      {
        reason: 'report.errors.reason',
        description: 'report.errors.descriptionRequired',
        email: 'report.errors.email',
      },
    ],
  ])('%s', (_name, draft, expected) => {
    expect(validateReport(draft)).toEqual(expected);
  });

  it('accepts a description of exactly the maximum length', () => {
    expect(validateReport({ ...valid, description: 'x'.repeat(DESCRIPTION_MAX) })).toEqual({});
  });
});

describe('reportPayload', () => {
  it('trims the text and sends a blank email as null', () => {
    expect(
      reportPayload(
        { reason: 'other', description: '  broken links  ', email: '  ' },
        'c1',
        'https://a.example/',
      ),
    ).toEqual({
      company_id: 'c1',
      reason: 'other',
      description: 'broken links',
      email: null,
      url: 'https://a.example/',
    });
  });

  it('keeps a given email, trimmed', () => {
    expect(reportPayload({ ...valid, email: ' ana@example.com ' }, 'c1', '/').email).toBe(
      'ana@example.com',
    );
  });
});

describe('counterText: the description counter', () => {
  // The real dictionaries, so the test follows the wording translators give the counter.
  const translate =
    (dictionary: { counter: string }) => (key: string, params: Record<string, number>) => {
      expect(key).toBe('report.counter');
      return interpolate(dictionary.counter, params);
    };

  it("reads 'typed / max' left to right in Arabic (not '1000 / 3'): one LTR isolate", () => {
    const text = counterText(3, translate(arReport));
    expect(text).toBe(`\u20663 / ${DESCRIPTION_MAX}\u2069`);
    // Nothing of the counter is left outside the isolate, where the line's direction rules.
    expect(text.startsWith('\u2066')).toBe(true);
    expect(text.endsWith('\u2069')).toBe(true);
    expect(text.slice(1, -1)).not.toMatch(/[\u2066-\u2069]/);
  });

  it('is the same run in a left-to-right language', () => {
    expect(counterText(0, translate(enReport))).toBe(`\u20660 / ${DESCRIPTION_MAX}\u2069`);
  });
});
