import { useBlocker } from '@tanstack/react-router';
import { createContext, useContext, useEffect, useRef } from 'react';
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

/** Adds a form's check to a group's one guard; answers how to take it out again. */
export type JoinGuard = (isDirty: () => boolean) => () => void;

/**
 * Forms that leave together (a record's locale tabs) ask once, from a guard outside their
 * panels: a hidden panel's own dialog would block leaving unseen.
 */
export const GuardGroup = createContext<JoinGuard | null>(null);

/** A form's guard: its own, or its part of its group's. */
export function FormGuard({ isDirty }: { isDirty: () => boolean }) {
  const join = useContext(GuardGroup);
  const latest = useRef(isDirty);
  latest.current = isDirty;
  useEffect(() => join?.(() => latest.current()), [join]);
  return join ? null : <UnsavedChangesGuard isDirty={isDirty} />;
}
