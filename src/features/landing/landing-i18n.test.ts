// Every `landing.*`, `info.*` and `report.*` key these features ask for exists in the English
// dictionary (DESIGN rule 6); the shell's parity test then holds every other locale to English.
// The /info page's and the abuse report's texts are namespaces of their own, so they load with
// the locale's chunk rather than in the landing's first script.
import { describe, expect, it } from 'vitest';
import info from '../../i18n/locales/en/info.json';
import landing from '../../i18n/locales/en/landing.json';
import report from '../../i18n/locales/en/report.json';
import { WEEK_DAYS } from '../../domain/constants';
import { ABUSE_REASONS } from './report-abuse';

type Tree = { [key: string]: string | Tree };

function lookup(tree: Tree, dotted: string): unknown {
  return dotted
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null ? (node as Tree)[part] : undefined,
      tree,
    );
}

// The sources of the three features, as text (Vite's raw import; no Node APIs in src).
const sources = import.meta.glob<string>(
  [
    './*.{ts,tsx}',
    '../company-info/*.{ts,tsx}',
    '../opening-hours/*.{ts,tsx}',
    '!./*.test.ts',
    '!../*/*.test.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);

function sourceKeys(): string[] {
  const keys = new Set<string>();
  for (const text of Object.values(sources)) {
    for (const match of text.matchAll(/'((?:landing|info|report)\.[\w.]+)'/g))
      if (match[1]) keys.add(match[1]);
  }
  return [...keys];
}

const dynamicKeys = [
  ...WEEK_DAYS.map((day) => `landing.hours.days.${day}`),
  ...ABUSE_REASONS.map((reason) => `report.reasons.${reason}`),
  ...['onsite', 'takeaway', 'delivery', 'atTheSeat'].map((name) => `landing.serviceTypes.${name}`),
  ...['onsite', 'takeaway', 'delivery'].map((name) => `info.orderTypeDescriptions.${name}`),
  ...['whatsapp', 'instagram', 'facebook', 'tiktok', 'tripadvisor'].map(
    (network) => `landing.social.${network}`,
  ),
];

describe('landing i18n keys', () => {
  it('finds the literal keys in the sources', () => {
    expect(sourceKeys().length).toBeGreaterThan(50);
  });

  const english: Tree = { landing: landing, info: info, report: report };

  it.each([...sourceKeys(), ...dynamicKeys])('en has %s', (key) => {
    expect(typeof lookup(english, key)).toBe('string');
  });
});
