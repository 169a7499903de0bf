// What a company's link-preview card (1200×630, og:image and twitter:image) and its home-screen
// icon (180×180, apple-touch-icon) show, and the version that names them (issue [13/13]:
// WhatsApp, Facebook, X and iOS do not render SVG, so these are PNGs drawn by the server,
// server/pages/preview-image.ts). The design is the landing's own look: its background (flat
// colour, gradient or image), its logo, its title and summary. Everything here is pure, so the
// head can name the image's URL without drawing it, and the route draws the same design.
import { createHash } from 'node:crypto';
import {
  AA_LARGE,
  NEAR_BLACK,
  WHITE,
  passes,
  toHex6,
  worstContrast,
} from '../../src/domain/contrast';
import { landingBackground } from '../../src/domain/landing-background';
import type { Company, EcommerceSettings } from '../../src/domain/types';
import { initials } from '../seed/svg';

export type PreviewKind = 'card' | 'touch-icon';

export const PREVIEW_SIZES: Record<PreviewKind, { width: number; height: number }> = {
  card: { width: 1200, height: 630 },
  'touch-icon': { width: 180, height: 180 },
};

/**
 * Part of every version: bump it when the drawing changes, so platforms that keep a preview by
 * its URL (WhatsApp, Facebook) fetch the new one.
 */
const DRAWING_VERSION = 1;

/** A subtitle longer than this is cut at a word and ends with '…' (two lines on the card). */
export const SUMMARY_MAX_CHARS = 90;

export type PreviewBackground =
  | { kind: 'flat'; color: string }
  | { kind: 'gradient'; from: string; to: string }
  /** A local image (a /media path) under a dark scrim; `color` paints while it is missing. */
  | { kind: 'image'; url: string; color: string };

export interface PreviewDesign {
  /** The landing's title, or the company's name. */
  name: string;
  /** The landing's summary, else the city; '' when neither. */
  subtitle: string;
  /** Up to two initials, drawn when the company has no local logo. */
  initials: string;
  background: PreviewBackground;
  /** #RRGGBB, readable on the background. */
  textColor: string;
  /** A /media path, or null when the logo is absent or elsewhere (never fetched). */
  logoUrl: string | null;
}

/** Only files this server holds are drawn: a remote URL would be a fetch per company. */
const localMedia = (url: string | null | undefined): string | null => {
  const value = url?.trim() ?? '';
  return value.startsWith('/media/') && !value.includes('..') ? value : null;
};

function cut(text: string, max: number): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  const chars = Array.from(clean);
  if (chars.length <= max) return clean;
  const head = chars.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

const hex = (value: string, fallback: string): string => toHex6(value) ?? fallback;

function backgroundOf(settings: EcommerceSettings | null): PreviewBackground {
  const painted = landingBackground(settings?.layout_settings.landing.body);
  const color = hex(painted.color, WHITE);
  if (painted.kind === 'gradient')
    return { kind: 'gradient', from: hex(painted.from, color), to: hex(painted.to, color) };
  if (painted.kind === 'image') {
    const url = localMedia(painted.desktop.url ?? painted.desktop.thumbnail);
    if (url) return { kind: 'image', url, color };
  }
  return { kind: 'flat', color };
}

/** The colours the text sits on: an image background is darkened, so it counts as dark. */
function colorsUnder(background: PreviewBackground): string[] {
  if (background.kind === 'gradient') return [background.from, background.to];
  if (background.kind === 'image') return ['#1F2937'];
  return [background.color];
}

/**
 * The landing's title colour when it reads on the background, else white or near-black. All the
 * card's text is large (34 px and up), so 3:1 is the bar (WCAG 1.4.3).
 */
export function readableText(wanted: string, under: readonly string[]): string {
  const color = toHex6(wanted);
  if (color && passes(color, under, AA_LARGE)) return color;
  return worstContrast(WHITE, under) >= worstContrast(NEAR_BLACK, under) ? WHITE : NEAR_BLACK;
}

export function previewDesign(company: Company, settings: EcommerceSettings | null): PreviewDesign {
  const landing = settings?.layout_settings.landing;
  const name = landing?.title.name.trim() || company.name.trim();
  const summary = landing?.title.summary.trim() ?? '';
  const city = company.address_enabled ? (company.city?.trim() ?? '') : '';
  const background = backgroundOf(settings);
  return {
    name,
    subtitle: cut(summary || city, SUMMARY_MAX_CHARS),
    initials: initials(name) || name.slice(0, 1).toUpperCase(),
    background,
    textColor: readableText(landing?.title.text_color ?? '', colorsUnder(background)),
    logoUrl: localMedia(company.logo_url),
  };
}

/**
 * Names the images: any change to what they show (a new logo is a new upload URL, a new colour,
 * title or summary) is a new version, so the URL can be cached for a year.
 */
export function previewVersion(design: PreviewDesign): string {
  return createHash('sha256')
    .update(JSON.stringify([DRAWING_VERSION, design]))
    .digest('hex')
    .slice(0, 12);
}

/** Path of a company's image; the route (server/routes/pages/preview-images.ts) parses it back. */
export function previewPath(token: string, kind: PreviewKind, version: string): string {
  return `/share/${token}/${kind}-${version}.png`;
}

export const PREVIEW_PATH_PATTERN = /^([a-z0-9-]+)\/(card|touch-icon)-([0-9a-f]{1,64})\.png$/;

/** The paths of a company's current card and touch icon, for the head. */
export function previewPaths(
  company: Company,
  settings: EcommerceSettings | null,
): Record<PreviewKind, string> {
  const version = previewVersion(previewDesign(company, settings));
  return {
    card: previewPath(company.token, 'card', version),
    'touch-icon': previewPath(company.token, 'touch-icon', version),
  };
}

/**
 * Formats every link preview shows (WhatsApp, Facebook, X, iMessage): a product's own photo is
 * its preview when it is one of these; SVG (the demo's drawings), WebP and AVIF are not.
 */
export const isSharedImageFormat = (url: string): boolean =>
  /\.(png|jpe?g|gif)$/i.test(new URL(url, 'http://x').pathname);
