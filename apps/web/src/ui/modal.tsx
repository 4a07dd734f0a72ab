import type { ReactNode } from 'react';
import { Dialog } from './dialog';

interface ModalProps {
  /** Accessible name of the dialog. */
  label: string;
  /** The close button's name, in the page's language. */
  closeLabel: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The full-screen player overlay of the galleries: a click on the dark backdrop, the close
 * button or Escape closes it; clicks on the content do not.
 */
export function Modal({ label, closeLabel, open, onClose, children }: ModalProps) {
  return (
    <Dialog
      label={label}
      open={open}
      onClose={onClose}
      closeOnBackdrop
      className="m-0 flex h-dvh max-h-none w-screen max-w-none animate-fade-in items-center justify-center bg-black/90 p-4 text-white backdrop-blur-sm backdrop:bg-black/60"
    >
      <div className="relative w-full max-w-[928px]">
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="absolute -top-12 right-0 flex size-10 items-center justify-center rounded-full border border-white/30 bg-black/60 text-2xl leading-none text-white transition hover:border-gold hover:text-gold"
        >
          <span aria-hidden="true">×</span>
        </button>
        {children}
      </div>
    </Dialog>
  );
}
