import { type KeyboardEvent, type ReactNode, useLayoutEffect, useRef } from 'react';
import { FOCUSABLE, wrappedFocus } from './focus-cycle';

/** A dialog is named by a label of its own or by an element inside it (its title). */
type DialogName = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

type DialogProps = DialogName & {
  open: boolean;
  /** Called on Escape, and on a click on the backdrop where `closeOnBackdrop` is set. */
  onClose: () => void;
  closeOnBackdrop?: boolean;
  /** The id of the element that says what the dialog is about. */
  describedBy?: string;
  /**
   * Where focus goes on closing when nothing had it at opening: the control that opened it was
   * disabled meanwhile (a form's submit button while it sends, say).
   */
  fallbackFocus?: (dialog: HTMLDialogElement) => HTMLElement | null;
  className: string;
  children: ReactNode;
};

/**
 * The site's one modal dialog, on the native <dialog> opened with showModal(): the page behind
 * is inert, Escape closes it, Tab cycles inside it, and focus goes back to whatever had it
 * before it opened. Nothing is rendered while it is closed.
 */
export function Dialog(props: DialogProps) {
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  label,
  labelledBy,
  describedBy,
  fallbackFocus,
  onClose,
  closeOnBackdrop = false,
  className,
  children,
}: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const active = document.activeElement;
    const opener =
      active instanceof HTMLElement && active !== document.body
        ? active
        : (fallbackFocus?.(element) ?? null);
    element.showModal();
    return () => {
      element.close();
      // The dialog leaves the page when it closes, so the browser's own focus return may not
      // happen: hand focus back explicitly.
      opener?.focus();
    };
  }, []);

  // Without this, Tab from the last control moves on to the browser's address bar and tabs.
  const keepTabInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const next = wrappedFocus(items, active, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return (
    <dialog
      ref={dialog}
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        // The owner decides whether it closes: `open` stays the one source of truth.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={keepTabInside}
      // A click on the dialog element itself, not on its content, is a click on the backdrop
      // (a full-screen dialog's own box is the dark area around its content).
      onClick={
        closeOnBackdrop
          ? (event) => {
              if (event.target === event.currentTarget) onClose();
            }
          : undefined
      }
      className={className}
    >
      {children}
    </dialog>
  );
}
