// §2.3 landing background, by layout_settings.landing.body.background_type.
import type { LandingLayout } from './types';
import { themeColor } from './formatting';

export interface ImageSource {
  /** The full image; null when only a thumbnail was configured. */
  url: string | null;
  /** Shown blurred until `url` has loaded. */
  thumbnail: string | null;
}

export type LandingBackground =
  | { kind: 'flat_color'; color: string }
  | { kind: 'gradient'; from: string; to: string; color: string }
  | { kind: 'image'; desktop: ImageSource; mobile: ImageSource; color: string };

/** Neutral page colour when the company configured none. */
export const DEFAULT_BACKGROUND_COLOR = '#FFFFFF';

const present = (url: string | null | undefined): string | null =>
  url && url.trim() !== '' ? url : null;

/**
 * The background to paint. `color` is always the flat colour, painted under gradients and
 * images so text stays readable while they load. An image background with no image at all
 * falls back to the flat colour; one missing viewport borrows the other's image.
 */
export function landingBackground(
  body: LandingLayout['body'] | null | undefined,
): LandingBackground {
  const color = themeColor(body?.background_color ?? '', DEFAULT_BACKGROUND_COLOR);
  if (body?.background_type === 'gradient') {
    return {
      kind: 'gradient',
      from: themeColor(body.degraded_color?.degraded_1 ?? '', color),
      to: themeColor(body.degraded_color?.degraded_2 ?? '', color),
      color,
    };
  }
  if (body?.background_type === 'image') {
    const image = body.background_image;
    const desktop = {
      url: present(image?.desktop_url),
      thumbnail: present(image?.thumbnail_desktop_url),
    };
    const mobile = {
      url: present(image?.mobile_url),
      thumbnail: present(image?.thumbnail_mobile_url),
    };
    const hasDesktop = desktop.url !== null || desktop.thumbnail !== null;
    const hasMobile = mobile.url !== null || mobile.thumbnail !== null;
    if (hasDesktop || hasMobile) {
      return {
        kind: 'image',
        desktop: hasDesktop ? desktop : mobile,
        mobile: hasMobile ? mobile : desktop,
        color,
      };
    }
  }
  return { kind: 'flat_color', color };
}
