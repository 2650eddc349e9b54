import { useEffect, useId, useRef, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button, IconButton } from './Button';
import { cx } from './cx';
import { holdDialogQueueIfIdle } from './dialogQueue';
import { Icon } from './icons';

const FOCUSABLE =
  'a[href],area[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),iframe,[contenteditable],[tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[inert],[hidden]'));
}

// Open dialogs, so the page stays scroll-locked until the last one closes.
let openDialogs = 0;

export interface DialogProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  open: boolean;
  /** Visible title; also the dialog's accessible name. */
  title: ReactNode;
  /** Called on Escape, on the close button and (when `dismissible`) on a backdrop tap. Without it the dialog only closes from inside. */
  onClose?: () => void;
  /** Whether a tap on the backdrop closes the dialog. Default true. */
  dismissible?: boolean;
  /** Accessible name of the close (×) button; the button is shown only when this and `onClose` are given. */
  closeLabel?: string;
  /** Footer buttons. */
  actions?: ReactNode;
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog in a portal on document.body: focus moves to its first control, Tab cycles inside,
 * Escape closes, and focus goes back to where it was when the dialog closes.
 */
export function Dialog({ open, title, onClose, dismissible = true, closeLabel, actions, role = 'dialog', className, children, ...rest }: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (focusables(panel)[0] ?? panel).focus();
    if (openDialogs++ === 0) document.body.classList.add('tk-scroll-lock');
    // Opened by a tap (the queue was idle): self-opening marketing dialogs wait until it closes.
    const release = holdDialogQueueIfIdle(`tapped:${titleId}`);
    return () => {
      release?.();
      if (--openDialogs === 0) document.body.classList.remove('tk-scroll-lock');
      if (previous?.isConnected) previous.focus();
    };
  }, [open, titleId]);

  if (!open) return null;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    // The caller's own handler runs first and may claim the key (preventDefault).
    rest.onKeyDown?.(e);
    // A nested dialog already handled it (React events bubble through portals).
    if (e.defaultPrevented) return;
    if (e.key === 'Escape' && onClose) {
      e.preventDefault();
      onClose();
      return;
    }
    const panel = panelRef.current;
    if (e.key !== 'Tab' || !panel) return;
    const items = focusables(panel);
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      e.preventDefault();
      panel.focus();
    } else if (e.shiftKey && (active === first || active === panel)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (active === last || !panel.contains(active))) {
      e.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="tk-dialog-root">
      <div
        className="tk-dialog-backdrop"
        aria-hidden="true"
        // Keeps focus inside the dialog when the backdrop is pressed.
        onMouseDown={(e) => e.preventDefault()}
        onClick={dismissible && onClose ? () => onClose() : undefined}
      />
      <div
        {...rest}
        ref={panelRef}
        // Focus is kept inside the panel, so every key the dialog handles starts from within it.
        onKeyDown={onKeyDown}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx('tk-dialog', className)}
      >
        <div className="tk-dialog__header">
          <h2 id={titleId} className="tk-dialog__title">
            {title}
          </h2>
          {closeLabel && onClose && (
            <IconButton label={closeLabel} size="sm" onClick={() => onClose()}>
              <Icon name="close" />
            </IconButton>
          )}
        </div>
        <div className="tk-dialog__body">{children}</div>
        {actions && <div className="tk-dialog__actions">{actions}</div>}
      </div>
    </div>,
    document.body,
  );
}

interface ConfirmDialogBase {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** Confirm button in the danger colour (sign out, delete). */
  danger?: boolean;
  /** The confirmed action is running: confirm shows a spinner, nothing else can be pressed. */
  loading?: boolean;
  className?: string;
  'data-testid'?: string;
}

export type ConfirmDialogProps =
  | (ConfirmDialogBase & { alert?: false; cancelLabel: string; onCancel: () => void })
  /** Alert mode: one button. Escape calls `onCancel` if given, else `onConfirm`. */
  | (ConfirmDialogBase & { alert: true; cancelLabel?: never; onCancel?: () => void });

/** A yes/no question (or, with `alert`, a notice with one button), as an alertdialog. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, message, confirmLabel, onConfirm, danger, loading, className } = props;
  const messageId = useId();
  const dismiss = props.alert ? (props.onCancel ?? onConfirm) : props.onCancel;
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={title}
      onClose={loading ? undefined : dismiss}
      dismissible={false}
      aria-describedby={messageId}
      data-testid={props['data-testid']}
      className={cx('tk-confirm', className)}
      actions={
        <>
          {!props.alert && (
            <Button variant="secondary" disabled={loading} onClick={() => props.onCancel()}>
              {props.cancelLabel}
            </Button>
          )}
          <Button variant={danger ? 'danger' : 'primary'} loading={loading} onClick={() => onConfirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div id={messageId} className="tk-confirm__message">
        {message}
      </div>
    </Dialog>
  );
}
