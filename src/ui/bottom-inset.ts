// Fixed layers at the bottom of the viewport stack instead of covering each other (issue [13/13]
// "Toasts cover the cart bar"): the products page's cart bar and its free-delivery alert publish
// their heights as CSS variables on <html> (--c-bottom-bar, --c-bottom-alert), and the snackbar
// and the alert sit above what is below them (src/ui/ui.css, page-bottom.css). Nothing published
// means 0 px, so screens without a bar are unchanged.
import { useLayoutEffect } from 'react';
import type { RefObject } from 'react';

export type BottomLayer = 'bar' | 'alert';

/**
 * Keeps `--c-bottom-{layer}` equal to the element's height (plus `gap` while it has one) for as
 * long as `active`; removed when the element has no height, goes inactive or unmounts.
 */
export function useBottomInset(
  ref: RefObject<HTMLElement | null>,
  layer: BottomLayer,
  active = true,
  gap = 0,
): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const root = document.documentElement.style;
    const name = `--c-bottom-${layer}`;
    const publish = (): void => {
      const size = element.getBoundingClientRect().height;
      if (size > 0) root.setProperty(name, `${Math.ceil(size) + gap}px`);
      else root.removeProperty(name);
    };
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(name);
    };
  }, [ref, layer, active, gap]);
}
