// Mounted once by the shell. The live region stays in the DOM so screen readers announce changes.
import { useSnapshot } from 'valtio';
import { snackbarState } from './snackbar-store';
import './ui.css';

export { showSnackbar, hideSnackbar } from './snackbar-store';
export type { SnackbarAction, SnackbarTone } from './snackbar-store';

// Inline, so the optional action needs no new stylesheet rules; it inherits the tone's colours.
const ACTION_LAYOUT = { display: 'flex', alignItems: 'center', gap: 12 } as const;
const ACTION_BUTTON = {
  marginInlineStart: 'auto',
  padding: '4px 10px',
  border: '1px solid currentColor',
  borderRadius: 6,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
} as const;

export function SnackbarHost() {
  const { current } = useSnapshot(snackbarState);
  return (
    <div className="c-snackbar-host" role="status" aria-live="polite" aria-atomic="true">
      {current ? (
        <div
          key={current.id}
          className={`c-snackbar c-snackbar--${current.tone}`}
          style={current.action ? ACTION_LAYOUT : undefined}
        >
          <span>{current.text}</span>
          {current.action ? (
            <button
              type="button"
              className="c-snackbar__action"
              style={ACTION_BUTTON}
              onClick={current.action.onClick}
            >
              {current.action.label}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
