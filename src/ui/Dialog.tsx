// The single dialog implementation behind Modal and BottomSheet (role=dialog, aria-modal,
// aria-labelledby, focus trap, Escape unless persistent, focus restored to the opener).
import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useI18n } from '../i18n';
import { Icon } from './Icon';
import { useHydrated } from './use-hydrated';
import { useDialog } from './useDialog';
import './ui.css';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Escape and backdrop clicks do nothing; the screen decides when it may close (§2.10). */
  persistent?: boolean;
  /** Hides the header close button, for screens that draw their own. */
  hideClose?: boolean;
  /** Replaces the title row's leading slot, e.g. a back button. */
  leading?: ReactNode;
  /** Controls at the title row's end, before the close button (e.g. the language). */
  actions?: ReactNode;
  footer?: ReactNode;
  className?: string;
  /** Max width in px on wide screens (checkout uses 600, §9). */
  maxWidth?: number;
  /**
   * Where focus goes on closing when nothing opened the dialog (it was opened by URL or on page
   * load); the page's main heading when absent or when it finds nothing.
   */
  returnFocus?: () => HTMLElement | null;
}

interface Props extends DialogProps {
  variant: 'center' | 'sheet';
  fullscreenOnSmall?: boolean;
}

export function Dialog(props: Props) {
  const { open, onClose, title, children, persistent = false, variant } = props;
  const panelRef = useRef<HTMLDivElement>(null);
  // A click closes only when it both started and ended on the backdrop, so selecting text
  // inside the panel and releasing outside it does not dismiss the dialog.
  const pressedBackdrop = useRef(false);
  const titleId = useId();
  const { t } = useI18n();
  // The server's first HTML draws pages, never dialogs (a portal has no server rendering). A
  // dialog open on arrival (/?open_modal=attention-hours) appears right after hydration: drawn
  // while hydrating, it was HTML the server never sent (React error #418, and the page redrawn).
  const hydrated = useHydrated();
  const shown = open && hydrated;
  useDialog(shown, panelRef, onClose, persistent, props.returnFocus);
  if (!shown) return null;

  const classes = ['c-dialog', `c-dialog--${variant}`];
  if (props.fullscreenOnSmall) classes.push('c-dialog--fullscreen-small');
  if (props.className) classes.push(props.className);

  return createPortal(
    <div
      className={`c-dialog__backdrop c-dialog__backdrop--${variant}`}
      onMouseDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (!persistent && pressedBackdrop.current && event.target === event.currentTarget)
          onClose();
      }}
    >
      <div
        ref={panelRef}
        className={classes.join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={props.maxWidth ? { maxInlineSize: `${props.maxWidth}px` } : undefined}
      >
        {/* Divs, not <header>/<footer>: those are banner and contentinfo landmarks that would
            repeat the page's own (axe: duplicate banner and contentinfo). */}
        <div className="c-dialog__header">
          {props.leading}
          {/* Focusable from code only: a screen with nothing to focus yet (the checkout summary
              while it loads) keeps focus here rather than on <body>. */}
          <h2 id={titleId} className="c-dialog__title" tabIndex={-1}>
            {title}
          </h2>
          {props.actions}
          {props.hideClose ? null : (
            <button
              type="button"
              className="c-icon-button"
              onClick={onClose}
              aria-label={t('common.close')}
            >
              <Icon name="close" />
            </button>
          )}
        </div>
        <div className="c-dialog__body">{children}</div>
        {props.footer ? <div className="c-dialog__footer">{props.footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
