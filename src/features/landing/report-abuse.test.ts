import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX, reportPayload, validateReport } from './report-abuse';

const valid = { reason: 'spam', description: 'This page sells fake tickets.', email: '' };

describe('validateReport (§2.3 footer "report something")', () => {
  it.each([
    ['a complete report without email', valid, {}],
    ['a complete report with email', { ...valid, email: 'ana@example.com' }, {}],
    ['no reason chosen', { ...valid, reason: '' }, { reason: 'landing.report.errors.reason' }],
    [
      'an unknown reason',
      { ...valid, reason: 'boredom' },
      { reason: 'landing.report.errors.reason' },
    ],
    [
      'a blank description',
      { ...valid, description: '   ' },
      { description: 'landing.report.errors.descriptionRequired' },
    ],
    [
      'a too short description',
      { ...valid, description: 'bad' },
      { description: 'landing.report.errors.descriptionShort' },
    ],
    [
      'a too long description',
      { ...valid, description: 'x'.repeat(DESCRIPTION_MAX + 1) },
      { description: 'landing.report.errors.descriptionLong' },
    ],
    ['a malformed email', { ...valid, email: 'ana@' }, { email: 'landing.report.errors.email' }],
    [
      'everything wrong at once',
      { reason: '', description: '', email: 'nope' },
      {
        reason: 'landing.report.errors.reason',
        description: 'landing.report.errors.descriptionRequired',
        email: 'landing.report.errors.email',
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
