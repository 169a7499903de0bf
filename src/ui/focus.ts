// Focus-trap arithmetic, kept free of the DOM so it can be unit-tested without jsdom.
export const FOCUSABLE_SELECTOR = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export interface FocusCandidate {
  tabIndex: number;
  hidden: boolean;
  inert: boolean;
}

/** Elements the selector matched can still be unreachable: hidden, inert or tabindex < 0. */
export function isTabbable(candidate: FocusCandidate): boolean {
  return !candidate.hidden && !candidate.inert && candidate.tabIndex >= 0;
}

/**
 * Where Tab should land when focus would leave the trap: from the last element forward wraps
 * to the first, from the first backward wraps to the last. Null means "let the browser move".
 * `current` is -1 when focus is outside the list (e.g. on the dialog panel itself).
 */
export function trapTarget(count: number, current: number, backwards: boolean): number | null {
  if (count === 0) return -1; // nothing to focus: keep focus on the panel
  if (current === -1) return backwards ? count - 1 : 0;
  if (backwards && current === 0) return count - 1;
  if (!backwards && current === count - 1) return 0;
  return null;
}

/** A stack of open dialogs, so Escape and the trap act only on the topmost one. */
export function createLayerStack() {
  const layers: symbol[] = [];
  return {
    push(layer: symbol): void {
      layers.push(layer);
    },
    remove(layer: symbol): void {
      const index = layers.lastIndexOf(layer);
      if (index !== -1) layers.splice(index, 1);
    },
    isTop(layer: symbol): boolean {
      return layers[layers.length - 1] === layer;
    },
    get size(): number {
      return layers.length;
    },
  };
}
