import { useBlocker } from '@tanstack/react-router';
import { ConfirmDialog } from '../ui/confirm-dialog';

/** Asks before leaving a form with unsaved changes (in-app links and closing the tab). */
export function UnsavedChangesGuard({ isDirty }: { isDirty: () => boolean }) {
  const blocker = useBlocker({
    shouldBlockFn: isDirty,
    enableBeforeUnload: isDirty,
    withResolver: true,
  });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      title="Leave without saving?"
      message="Your changes are not saved. This browser keeps them and offers them back when you open this form again."
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
