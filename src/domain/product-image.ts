// §9 product images: 150 px (lazy placeholder) and 800 px (default), webp with the original as
// fallback ('<size>-fallback') under companies/products/images. Only stored raster images in
// that folder have the resized copies; anything else (our SVG demo media, foreign URLs) is
// served as it is.
import type { IMAGE_SIZES } from './constants';

export type ImageSize = (typeof IMAGE_SIZES)[keyof typeof IMAGE_SIZES];

export interface ImageSources {
  /** The webp rendition, or null when only the original exists. */
  webp: string | null;
  /** What the <img> loads: the '<size>-fallback' copy, or the original. */
  fallback: string;
}

const RASTER = /\.(png|jpe?g|gif|webp|avif)$/i;
const FOLDER = '/companies/products/images/';

/** '…/companies/products/images/a.jpg', 800 → webp '…/images/800/a.webp', fallback '…/images/800-fallback/a.jpg'. */
export function productImageSources(
  url: string | null | undefined,
  size: ImageSize,
): ImageSources | null {
  const original = url?.trim() ?? '';
  if (original === '') return null;
  const cut = original.search(/[?#]/);
  const path = cut === -1 ? original : original.slice(0, cut);
  const suffix = cut === -1 ? '' : original.slice(cut);
  const folderAt = path.lastIndexOf(FOLDER);
  if (!RASTER.test(path) || folderAt === -1) return { webp: null, fallback: original };
  const dir = path.slice(0, folderAt + FOLDER.length);
  const file = path.slice(folderAt + FOLDER.length);
  // A nested path (already a sized copy) is left alone rather than resized twice.
  if (file.includes('/')) return { webp: null, fallback: original };
  const base = file.replace(RASTER, '');
  return {
    webp: `${dir}${size}/${base}.webp${suffix}`,
    fallback: `${dir}${size}-fallback/${file}${suffix}`,
  };
}

export interface ImageSet {
  /** `srcset` of the webp renditions (150w and 800w), or null when only the original exists. */
  webpSrcSet: string | null;
  /** `srcset` of the '<size>-fallback' copies, or null when only the original exists. */
  fallbackSrcSet: string | null;
  /** What the <img> loads without srcset support, or when nothing else exists: at `size`. */
  src: string;
}

const SET_SIZES = [150, 800] as const satisfies readonly ImageSize[];

/**
 * Both renditions of a stored raster image as `srcset`s, so the browser picks by the `sizes` of
 * each place and the screen's density; anything else (SVG demo media, foreign URLs) is its one
 * URL with no srcset.
 */
export function productImageSet(url: string | null | undefined, size: ImageSize): ImageSet | null {
  const own = productImageSources(url, size);
  if (!own) return null;
  if (own.webp === null) return { webpSrcSet: null, fallbackSrcSet: null, src: own.fallback };
  const all = SET_SIZES.map((width) => ({ width, sources: productImageSources(url, width) }));
  const list = (pick: (s: ImageSources) => string | null) =>
    all.map(({ width, sources }) => `${sources ? pick(sources) : ''} ${width}w`).join(', ');
  return {
    webpSrcSet: list((s) => s.webp),
    fallbackSrcSet: list((s) => s.fallback),
    src: own.fallback,
  };
}

/**
 * The card's image width in each layout (products.css: 112 px, 150 px from 600 px wide); the
 * server's preload of the first card's image says the same.
 */
export const CARD_IMAGE_SIZES = '(min-width: 600px) 150px, 112px';

export interface ImageErrorDetail {
  companyToken: string;
  fallbackUrl: string;
}

export const IMAGE_ERROR_EVENT = 'onImageProductError';
