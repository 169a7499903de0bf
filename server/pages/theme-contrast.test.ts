// The contrast guard of issue [13/13]: every foreground/background pair of theme variables the
// stylesheets use reaches WCAG AA for every demo company, the defaults and hostile colours; the
// stylesheets pair nothing else; and the stylesheet's defaults are the computed theme. The
// storefront's first HTML inlines these variables (server/routes/pages/storefront.ts) and the
// browser sets the same ones (src/app/theme.ts), so this holds for both.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeContrastPairs, themeVariables } from '../../src/app/theme-vars';
import { contrastRatio } from '../../src/domain/brand-colors';
import type { EcommerceSettings } from '../../src/domain/types';
import { demoCompanies } from '../seed/companies';
import { BRAND_ON_WHITE } from './colors';

type Layout = EcommerceSettings['layout_settings'];
type Settings = Pick<EcommerceSettings, 'layout_settings'> | null;

const ADVERSARIAL = ['#006EFF', '#134E4A', '#FFFF00', '#777777', '#FFFFFF', '#000000', '#FF0000'];

/** Every theme colour the company chooses, as a way to set it on a layout. */
const SLOTS: Record<string, (layout: Layout, color: string) => void> = {
  primary: (l, c) => (l.product.buttons_icons.background_color = c),
  onPrimary: (l, c) => (l.product.buttons_icons.text_color = c),
  pageBg: (l, c) => (l.product.body.background_color = c),
  text: (l, c) => (l.product.content.text_color = c),
  secondary: (l, c) => (l.product.secondary_color = c),
  discount: (l, c) => (l.product.content.discounts_color = c),
  landingBg: (l, c) => (l.landing.body.background_color = c),
  gradientTop: (l, c) => (l.landing.body.degraded_color.degraded_1 = c),
  landingTitle: (l, c) => (l.landing.title.text_color = c),
  landingText: (l, c) => (l.landing.content.text_color = c),
  landingButton: (l, c) => (l.landing.buttons_icons.button_color = c),
  landingButtonText: (l, c) => (l.landing.buttons_icons.text_color = c),
  landingIcon: (l, c) => (l.landing.buttons_icons.form_color = c),
  footerBg: (l, c) => (l.landing.footer.background_color = c),
  footerText: (l, c) => (l.landing.footer.text_color = c),
  footerDownload: (l, c) => (l.landing.footer.app_download_color = c),
};

const companies = demoCompanies(new Date('2026-03-02T12:00:00Z'));

function themes(): [string, Settings][] {
  const list: [string, Settings][] = [['no settings (§9 brand #006EFF)', null]];
  for (const { company, settings } of companies) list.push([company.token, settings]);
  const base = companies[0]!.settings.layout_settings;
  for (const type of ['flat_color', 'gradient'] as const)
    for (const color of ADVERSARIAL) {
      // Every slot at once, and each slot alone on the demo theme.
      const all = structuredClone(base);
      all.landing.body.background_type = type;
      for (const set of Object.values(SLOTS)) set(all, color);
      list.push([`${type}, everything ${color}`, { layout_settings: all }]);
      for (const [slot, set] of Object.entries(SLOTS)) {
        const one = structuredClone(base);
        one.landing.body.background_type = type;
        set(one, color);
        list.push([`${type}, ${slot} ${color}`, { layout_settings: one }]);
      }
    }
  return list;
}

describe('theme colours reach WCAG AA (issue [13/13])', () => {
  it.each(themes())('%s: every pair the stylesheets use', (_name, settings) => {
    const { vars } = themeVariables(settings);
    for (const [foreground, background, min] of themeContrastPairs(settings)) {
      const ratio = contrastRatio(vars[foreground] ?? '', vars[background] ?? '');
      expect(
        ratio,
        `${foreground} ${vars[foreground]} on ${background} ${vars[background]}`,
      ).toBeGreaterThanOrEqual(min);
    }
  });

  it('the demo categories drawer: its text reads on the dark secondary colour', () => {
    const demo = companies.find(({ company }) => company.token === 'demo')!.settings;
    const { vars } = themeVariables(demo);
    expect(vars['--c-secondary']).toBe('#134E4A');
    expect(contrastRatio(vars['--c-on-secondary']!, '#134E4A')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(vars['--c-on-secondary-muted']!, '#134E4A')).toBeGreaterThanOrEqual(4.5);
  });

  it('the 404 page and the storefront list use readable shades of #006EFF', () => {
    const { button, link } = BRAND_ON_WHITE;
    expect(contrastRatio(button.text, button.fill)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(link, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
  });
});

// ---- The stylesheets -------------------------------------------------------------------------

const SRC = join(import.meta.dirname, '../../src');

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

interface Rule {
  file: string;
  selector: string;
  body: string;
}

function rules(file: string): Rule[] {
  const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({
    file: file.slice(SRC.length + 1),
    selector: (m[1] ?? '').trim(),
    body: m[2] ?? '',
  }));
}

/** The theme variable a declaration starts with: `color: var(--c-text, #111)` → '--c-text'. */
function themeVar(body: string, property: RegExp): string | null | undefined {
  const declaration = body.match(new RegExp(`(?:^|;|\\s)${property.source}\\s*:\\s*([^;]+)`));
  if (!declaration) return undefined;
  return declaration[1]?.match(/^var\((--c-[a-z0-9-]+)/)?.[1] ?? null;
}

// The staff screens never wear a company theme (the defaults below hold there).
const themed = cssFiles(SRC).filter((file) => !file.includes('/features/admin/'));
const defaultVars = themeVariables(null).vars;
const allPairs = [
  ...themeContrastPairs(null),
  ...themeContrastPairs({
    layout_settings: { landing: { body: { background_type: 'gradient' } } },
  } as unknown as Settings),
];
const paired = new Set(allPairs.map(([fg, bg]) => `${fg} on ${bg}`));
/** Fills the company picks: text on them must be the variable computed for them. */
const FILLS = new Set(allPairs.map(([, bg]) => bg));
for (const surface of ['--c-page-bg', '--c-surface', '--c-landing-bg', '--c-landing-gradient-1'])
  FILLS.delete(surface);
/** Foregrounds that read on the page and its white cards (or the landing's own background). */
const ON_PAGE = new Set(
  allPairs
    .filter(([, bg]) =>
      ['--c-page-bg', '--c-surface', '--c-landing-bg', '--c-landing-gradient-1'].includes(bg),
    )
    .map(([fg]) => fg),
);

describe('the stylesheets pair only checked theme colours', () => {
  it('finds the stylesheets', () => {
    expect(themed.length).toBeGreaterThan(20);
  });

  it.each(themed.map((file) => [file.slice(SRC.length + 1), file]))('%s', (_name, file) => {
    const problems: string[] = [];
    for (const rule of rules(file)) {
      const color = themeVar(rule.body, /color/);
      const background = themeVar(rule.body, /background(?:-color)?/);
      const where = `${rule.file} ${rule.selector}`;
      const known = (name: string | null | undefined): name is string =>
        typeof name === 'string' && name in defaultVars;
      if (known(background) && FILLS.has(background)) {
        // Text on a company's fill must be the colour computed for that fill, never inherited.
        if (!known(color) || !paired.has(`${color} on ${background}`))
          problems.push(`${where}: text ${color ?? 'inherited/fixed'} on ${background}`);
      } else if (known(background) && known(color)) {
        if (!paired.has(`${color} on ${background}`))
          problems.push(`${where}: ${color} on ${background} is not a checked pair`);
      } else if (known(color) && !ON_PAGE.has(color) && !color.startsWith('--c-on-')) {
        // (An --c-on-… colour without a background sits inside its fill: a drawer item's count.)
        problems.push(`${where}: ${color} as text on the page (use a colour computed for it)`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the stylesheet defaults (staff pages, first paint) are the computed theme', () => {
    const css = readFileSync(join(SRC, 'app/global.css'), 'utf8');
    const root = css.match(/:root\s*\{([^}]*)\}/)?.[1] ?? '';
    const declared = [...root.matchAll(/(--c-[a-z0-9-]+)\s*:\s*(#[0-9a-fA-F]{6})/g)];
    const compared = declared.filter(([, name]) => name! in defaultVars);
    expect(compared.length).toBeGreaterThanOrEqual(10);
    for (const [, name, value] of compared)
      expect(value!.toUpperCase(), name).toBe(defaultVars[name!]);
  });
});
