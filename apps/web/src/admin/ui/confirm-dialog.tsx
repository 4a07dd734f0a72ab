import { useId } from 'react';
import { Dialog } from '../../ui/dialog';
import { buttonClass } from './styles';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal question (delete, leave, sign out); Escape answers Cancel. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      labelledBy={titleId}
      describedBy={messageId}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-white p-6 text-slate-900 shadow-2xl"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      <p id={messageId} className="mt-2 text-sm text-slate-600">
        {message}
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className={buttonClass.secondary} onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className={buttonClass.danger} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
