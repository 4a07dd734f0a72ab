import { messages } from '@studio/contracts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ListReturn } from '../lists/use-list-address';
import { buttonClass } from '../ui/styles';
import { SubmitButton } from './submit-button';

interface FormActionsProps {
  /** An edit form says Update/Updating..., an add form Submit/Submitting... (SPEC.md §4). */
  editing: boolean;
  /** Set while the page is about to leave: no second submit meanwhile. */
  locked?: boolean;
  /** The list the form belongs to, if it has one. */
  backTo?: ListReturn;
  /** More buttons, after the submit button. */
  children?: ReactNode;
}

/** The submit button, worded by the form's state, and the way back to the list. */
export function FormActions({ editing, locked = false, backTo, children }: FormActionsProps) {
  return (
    <>
      <SubmitButton
        label={editing ? 'Update' : 'Submit'}
        busyLabel={editing ? messages.adminForm.updating : messages.adminForm.adding}
        className={buttonClass.primary}
        locked={locked}
      />
      {children}
      {backTo ? (
        <Link to={backTo.to} search={backTo.search} className={buttonClass.secondary}>
          Back to list
        </Link>
      ) : null}
    </>
  );
}
