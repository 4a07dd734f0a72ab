import { type ReactNode, useLayoutEffect, useRef } from 'react';

interface ModalProps {
  /** Accessible name of the dialog. */
  label: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), iframe, video[controls], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native <dialog>: the page behind is inert, Escape closes it, a click on
 * the dark backdrop closes it, clicks on the content do not, and focus goes back to whatever
 * had it before opening.
 */
export function Modal({ label, open, onClose, children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    return () => {
      element.close();
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;

  // Tab cycles inside the dialog rather than escaping to the browser's own controls.
  const trapTab = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialog}
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={trapTab}
      // The dialog box fills the viewport; only a click on it directly (not on its content)
      // is a click on the dark area around the player.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-0 flex h-dvh max-h-none w-screen max-w-none animate-fade-in items-center justify-center bg-black/90 p-4 text-white backdrop-blur-sm backdrop:bg-black/60"
    >
      <div className="relative w-full max-w-[928px]">
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="absolute -top-12 right-0 flex size-10 items-center justify-center rounded-full border border-white/30 bg-black/60 text-2xl leading-none text-white transition hover:border-gold hover:text-gold"
        >
          <span aria-hidden="true">×</span>
        </button>
        {children}
      </div>
    </dialog>
  );
}
