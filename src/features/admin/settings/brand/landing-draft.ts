// The landing tab's draft and preview (issue [11/13]): the CSS variables the storefront would
// set for it (src/app/theme-vars.ts, the same mapping), the contrast warnings (WCAG 4.5:1, shown
// but never blocking), and small edits of the landing buttons.
import { themeVariables } from '../../../../app/theme-vars';
import { contrastRatio, MIN_TEXT_CONTRAST } from '../../../../domain/brand-colors';
import { landingContrastPairs } from '../../../../domain/brand-schemas';
import type { LandingContentEntry, LandingValue } from '../../../../domain/brand-schemas';
import { BRAND_PRIMARY } from '../../../../domain/constants';
import type { LandingContent, LandingLayout } from '../../../../domain/types';

/** The draft's layout as the storefront's full §3 landing layout (the preview shows no footer). */
const PREVIEW_FOOTER: LandingLayout['footer'] = {
  background_color: '#FFFFFF',
  text_color: '#1F2937',
  app_download_color: BRAND_PRIMARY,
  download_app_enabled: false,
  promotion_enabled: false,
};

export function previewLayout(value: LandingValue): LandingLayout {
  return {
    footer: PREVIEW_FOOTER,
    title: value.layout.title,
    content: value.layout.content,
    body: {
      ...value.layout.body,
      background_image: {
        ...value.layout.body.background_image,
        thumbnail_desktop_url: null,
        thumbnail_mobile_url: null,
      },
    },
    buttons_icons: value.layout.buttons_icons,
  };
}

/** The storefront's theme variables for the draft, and the fonts it needs. */
export function previewTheme(value: LandingValue) {
  return themeVariables({
    layout_settings: {
      landing: previewLayout(value),
      product: {
        body: { background_color: '#FFFFFF' },
        buttons_icons: { background_color: '#006EFF', text_color: '#FFFFFF' },
        secondary_color: '#F3F4F6',
        content: {
          text_color: '#1F2937',
          discounts_color: '#DC2626',
          font: value.layout.content.font,
        },
      },
    },
  });
}

/** The draft's buttons as the storefront's landing contents. */
export function previewContents(contents: readonly LandingContentEntry[]): LandingContent[] {
  return contents.map((entry, order) => ({
    id: entry.id ?? `draft-${order}`,
    name: entry.name,
    order,
    status: entry.status,
    type: entry.type,
    value: entry.value,
  }));
}

export interface ContrastWarning {
  id: 'title' | 'content' | 'buttons';
  ratio: number;
}

/** Each text/background pair below 4.5:1, once per text (the worst background). */
export function contrastWarnings(layout: LandingValue['layout']): ContrastWarning[] {
  const worst = new Map<ContrastWarning['id'], number>();
  for (const pair of landingContrastPairs(layout)) {
    const ratio = contrastRatio(pair.text, pair.background);
    if (ratio === null || ratio >= MIN_TEXT_CONTRAST) continue;
    worst.set(pair.id, Math.min(ratio, worst.get(pair.id) ?? Infinity));
  }
  return [...worst].map(([id, ratio]) => ({ id, ratio: Math.round(ratio * 100) / 100 }));
}

export function moveContent(
  contents: readonly LandingContentEntry[],
  index: number,
  direction: 'up' | 'down',
): LandingContentEntry[] {
  const list = [...contents];
  const other = direction === 'up' ? index - 1 : index + 1;
  const a = list[index];
  const b = list[other];
  if (!a || !b) return list;
  list[index] = b;
  list[other] = a;
  return list;
}
