// §4.5 step 1: after 300 ms, scroll the sheet so the first invalid field sits 56 px below the
// top, and focus it so keyboard and screen-reader users land on it too.
import { TIMINGS } from '../../domain/constants';
import { scrollTopFor } from './form-errors';

function scrollParent(element: HTMLElement): HTMLElement | null {
  let node = element.parentElement;
  while (node) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight)
      return node;
    node = node.parentElement;
  }
  return null;
}

export function scrollToFirstError(form: HTMLElement | null): void {
  window.setTimeout(() => {
    const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!target) return;
    const container = scrollParent(target);
    if (container) {
      const top = scrollTopFor(
        target.getBoundingClientRect().top,
        container.getBoundingClientRect().top,
        container.scrollTop,
      );
      container.scrollTo({ top, behavior: 'smooth' });
    } else {
      const top = scrollTopFor(target.getBoundingClientRect().top, 0, window.scrollY);
      window.scrollTo({ top, behavior: 'smooth' });
    }
    target.focus({ preventScroll: true });
  }, TIMINGS.scrollToErrorDelayMs);
}
