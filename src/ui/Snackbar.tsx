// Mounted once by the shell. The live region stays in the DOM so screen readers announce changes.
import { useLayoutEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { snackbarState } from './snackbar-store';
import './ui.css';

export { showSnackbar, hideSnackbar } from './snackbar-store';
export type { SnackbarAction, SnackbarTone } from './snackbar-store';

/**
 * While a message that waits for an answer shows (the update offer's 'Reload'), the page keeps
 * room for it at its end (`--c-bottom-snackbar`, read by global.css), so the diner can scroll the
 * totals and buttons under it into view (issue [16/21] item 21). A passing toast needs none.
 */
function useSnackbarRoom(element: HTMLElement | null, active: boolean): void {
  useLayoutEffect(() => {
    if (!active || !element) return;
    const root = document.documentElement.style;
    const publish = (): void => {
      const top = element.getBoundingClientRect().top;
      const room = window.innerHeight - top;
      if (room > 0) root.setProperty('--c-bottom-snackbar', `${Math.ceil(room) + 8}px`);
      else root.removeProperty('--c-bottom-snackbar');
    };
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    window.addEventListener('resize', publish);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', publish);
      root.removeProperty('--c-bottom-snackbar');
    };
  }, [element, active]);
}

export function SnackbarHost() {
  const { current } = useSnapshot(snackbarState);
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  useSnackbarRoom(element, Boolean(current?.action));
  return (
    <div className="c-snackbar-host" role="status" aria-live="polite" aria-atomic="true">
      {current ? (
        <div
          ref={setElement}
          key={current.id}
          className={`c-snackbar c-snackbar--${current.tone}${current.action ? ' c-snackbar--action' : ''}`}
        >
          <span className="c-snackbar__text">{current.text}</span>
          {current.action ? (
            <button type="button" className="c-snackbar__action" onClick={current.action.onClick}>
              {current.action.label}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
