// Mounted once by the shell. The live region stays in the DOM so screen readers announce changes.
import { useSnapshot } from 'valtio';
import { snackbarState } from './snackbar-store';
import './ui.css';

export { showSnackbar, hideSnackbar } from './snackbar-store';
export type { SnackbarTone } from './snackbar-store';

export function SnackbarHost() {
  const { current } = useSnapshot(snackbarState);
  return (
    <div className="c-snackbar-host" role="status" aria-live="polite" aria-atomic="true">
      {current ? (
        <div key={current.id} className={`c-snackbar c-snackbar--${current.tone}`}>
          {current.text}
        </div>
      ) : null}
    </div>
  );
}
