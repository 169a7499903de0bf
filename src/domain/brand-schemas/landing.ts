// The landing page and the brand it shows: the layout (title, text, background, buttons), the
// link buttons in display order, the social profiles and the logo, and the text/background pairs
// the back office checks for contrast. Images must be addresses on this site (isSitePath).
import { array, boolean, coerce, enums, nullable, object, refine, size, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { WIFI_SEPARATOR } from '../constants';
import type { ButtonForm } from '../types';
import { Font, HexColor, HttpsUrl, SectionVersionNumber, isHttpsUrl, line } from './core';
import { CONTROL, pathIn } from './refine';

export const BUTTON_FORMS: readonly ButtonForm[] = [
  'filled_squared',
  'filled_semi_rounded',
  'filled_rounded',
  'hardshadow_squared',
  'hardshadow_semi_rounded',
  'hardshadow_rounded',
];

export const BACKGROUND_TYPES = ['flat_color', 'gradient', 'image'] as const;

export const LANDING_CONTENT_TYPES = [
  'menu_webapp_url',
  'whatsapp_number',
  'wifi_network',
  'link',
] as const;
export type LandingContentKind = (typeof LANDING_CONTENT_TYPES)[number];

export const LANDING_TITLE_MAX = 60;
export const LANDING_SUMMARY_MAX = 200;
export const LANDING_BUTTON_NAME_MAX = 40;
export const LANDING_BUTTONS_MAX = 12;

const optionalHttpsUrl = coerce(nullable(HttpsUrl), string(), (v) =>
  v.trim() === '' ? null : v.trim(),
);

/**
 * An image of this site ('/media/demo/logo.png'): the storefront's Content-Security-Policy
 * allows images from its own origin only, so an outside address would never show.
 */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value) && value.length <= 2048;
}

const optionalSitePath = coerce(
  nullable(
    refine(string(), 'site path', (v) =>
      isSitePath(v) ? true : 'must be an address on this site, starting with /',
    ),
  ),
  string(),
  (v) => (v.trim() === '' ? null : v.trim()),
);

export const LandingLayoutValue = refine(
  object({
    title: object({
      name: coerce(
        refine(string(), 'title', (v) =>
          [...v].length > LANDING_TITLE_MAX
            ? `must be at most ${LANDING_TITLE_MAX} characters`
            : CONTROL.test(v)
              ? 'must not contain control characters'
              : true,
        ),
        string(),
        (v) => v.trim(),
      ),
      summary: coerce(
        refine(string(), 'summary', (v) =>
          [...v].length > LANDING_SUMMARY_MAX
            ? `must be at most ${LANDING_SUMMARY_MAX} characters`
            : true,
        ),
        string(),
        (v) => v.trim(),
      ),
      font: Font,
      text_color: HexColor,
    }),
    content: object({ font: Font, text_color: HexColor }),
    body: object({
      background_type: enums(BACKGROUND_TYPES),
      background_color: HexColor,
      degraded_color: object({ degraded_1: HexColor, degraded_2: HexColor }),
      background_image: object({
        desktop_url: optionalSitePath,
        mobile_url: optionalSitePath,
      }),
    }),
    buttons_icons: object({
      button_color: HexColor,
      text_color: HexColor,
      form_color: HexColor,
      form: enums(BUTTON_FORMS),
    }),
  }),
  'background',
  (layout, ctx) =>
    layout.body.background_type === 'image' && !layout.body.background_image.desktop_url
      ? {
          path: pathIn(ctx, 'body', 'background_image', 'desktop_url'),
          message: 'an image background needs an image address',
        }
      : true,
);
export type LandingLayoutValue = Infer<typeof LandingLayoutValue>;

/** Why a landing button's value is refused for its type, or null. */
export function landingContentProblem(type: LandingContentKind, value: string): string | null {
  switch (type) {
    case 'menu_webapp_url':
      return value === '/' || value === '/products' || isHttpsUrl(value)
        ? null
        : 'must be / (this menu) or an https:// address';
    case 'whatsapp_number': {
      const digits = value.replace(/[\s()+-]/g, '');
      return /^\d{8,15}$/.test(digits) ? null : 'must be a phone number with 8 to 15 digits';
    }
    case 'wifi_network': {
      const at = value.indexOf(WIFI_SEPARATOR);
      const network = (at < 0 ? value : value.slice(0, at)).trim();
      const password = at < 0 ? '' : value.slice(at + WIFI_SEPARATOR.length);
      if (network === '' || [...network].length > 32)
        return 'the network name must be 1 to 32 characters';
      if ([...password].length > 63) return 'the password must be at most 63 characters';
      return null;
    }
    case 'link':
      return isHttpsUrl(value) ? null : 'must be an https:// address';
  }
}

export const LandingContentEntry = refine(
  object({
    id: nullable(size(string(), 1, 200)),
    name: line(LANDING_BUTTON_NAME_MAX),
    status: boolean(),
    type: enums(LANDING_CONTENT_TYPES),
    value: coerce(size(string(), 1, 400), string(), (v) => v.trim()),
  }),
  'landing button',
  (entry, ctx) => {
    const problem = landingContentProblem(entry.type, entry.value);
    return problem ? { path: pathIn(ctx, 'value'), message: problem } : true;
  },
);
export type LandingContentEntry = Infer<typeof LandingContentEntry>;

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'tiktok', 'tripadvisor'] as const;
export type SocialNetworkKey = (typeof SOCIAL_NETWORKS)[number];

export const SocialValue = object({
  facebook: optionalHttpsUrl,
  instagram: optionalHttpsUrl,
  tiktok: optionalHttpsUrl,
  tripadvisor: optionalHttpsUrl,
});

export const LandingValue = object({
  layout: LandingLayoutValue,
  /** In display order; `order` is their index. */
  contents: size(array(LandingContentEntry), 0, LANDING_BUTTONS_MAX),
  social: SocialValue,
  logo_url: optionalSitePath,
});
export type LandingValue = Infer<typeof LandingValue>;

export const LandingBody = object({ version: SectionVersionNumber, value: LandingValue });

/** The text/background pairs a landing shows, for the contrast warnings. */
export function landingContrastPairs(
  layout: Pick<LandingLayoutValue, 'title' | 'content' | 'body' | 'buttons_icons'>,
): { id: 'title' | 'content' | 'buttons'; text: string; background: string }[] {
  const backgrounds =
    layout.body.background_type === 'gradient'
      ? [layout.body.degraded_color.degraded_1, layout.body.degraded_color.degraded_2]
      : layout.body.background_type === 'flat_color'
        ? [layout.body.background_color]
        : [];
  const pairs: { id: 'title' | 'content' | 'buttons'; text: string; background: string }[] = [];
  for (const background of backgrounds) {
    pairs.push({ id: 'title', text: layout.title.text_color, background });
    pairs.push({ id: 'content', text: layout.content.text_color, background });
  }
  pairs.push({
    id: 'buttons',
    text: layout.buttons_icons.text_color,
    background: layout.buttons_icons.button_color,
  });
  return pairs;
}
